import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotificationBell } from './NotificationBell';
import { storyT } from '../../testing/storyI18n';
import { storyLinks } from '../../fixtures/links';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { href: storyLinks.notifications, unread: 2 },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread: the badge shows 2, and the link's name says it. */
export const Unread: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const bell = canvas.getByRole('link', {
      name: t('layout.notificationBell.unread', { count: 2 }),
    });
    await expect(bell).toHaveAttribute('href', storyLinks.notifications);
    await expect(bell.querySelector('[aria-hidden="true"]:not(svg)')).toHaveTextContent('2');
  },
};

/** Nothing unread: no badge, and the name is the page's alone. */
export const AllRead: Story = {
  args: { unread: 0 },
  play: async ({ canvas, globals }) => {
    const bell = canvas.getByRole('link', {
      name: storyT(globals)('layout.notificationBell.label'),
    });
    await expect(bell.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
  },
};

/** More than 99: the badge says "99+", the name the whole count. */
export const Overflow: Story = {
  args: { unread: 120 },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const bell = canvas.getByRole('link', {
      name: t('layout.notificationBell.unread', { count: 120 }),
    });
    await expect(bell.querySelector('[aria-hidden="true"]:not(svg)')).toHaveTextContent(
      t('layout.tabBar.badgeOverflow', { max: 99 }),
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
