import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TabBar, DEFAULT_TAB_HREFS, TAB_KEYS } from './TabBar';
import { LinkProvider } from '../../providers/LinkProvider';
import type { LinkComponentProps } from '../../providers/LinkProvider';
import { storyT } from '../../testing/storyI18n';

/** Records where a tab would navigate, instead of leaving the story. */
const navigate = fn();
function SpyLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Components/TabBar',
  component: TabBar,
  // The bar is fixed to the bottom of the viewport: docs show each story in its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 140 } } },
  args: { active: 'home' },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('navigation', { name: t('layout.tabBar.label') })).toBeVisible();
    const links = canvas.getAllByRole('link');
    // Home, Project, Profile, in that order, linking to the product's routes.
    await expect(links.map((link) => link.textContent)).toEqual(
      TAB_KEYS.map((key) => t(`layout.tabBar.${key}`)),
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      TAB_KEYS.map((key) => DEFAULT_TAB_HREFS[key]),
    );
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getByRole('link', { name: t('layout.tabBar.project') }),
    ).not.toHaveAttribute('aria-current');
    await expect(
      canvas.getByRole('link', { name: t('layout.tabBar.profile') }),
    ).not.toHaveAttribute('aria-current');
  },
};

export const ProjectActive: Story = {
  args: { active: 'project' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.project') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.home') })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const ProfileActive: Story = { args: { active: 'profile' } };

export const WithBadges: Story = {
  args: { active: 'home', badges: { project: 120, profile: 3 } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    // The count is part of the link's name; a count above 99 shows as "99+".
    await expect(
      canvas.getByRole('link', {
        name: `${t('layout.tabBar.profile')} ${t('layout.tabBar.badge', { count: 3 })}`,
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('layout.tabBar.badgeOverflow', { max: 99 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.home') })).toBeVisible();
  },
};

/** An app with other routes passes its own items. */
export const CustomItems: Story = {
  args: {
    active: 'profile',
    items: [
      { key: 'home', href: '/' },
      { key: 'project', href: '/projects' },
      { key: 'profile', href: '/me', badge: 1 },
    ],
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.project') })).toHaveAttribute(
      'href',
      '/projects',
    );
  },
};

export const TapNavigates: Story = {
  render: (args) => (
    <LinkProvider component={SpyLink}>
      <TabBar {...args} />
    </LinkProvider>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('link', { name: t('layout.tabBar.project') }));
    await expect(navigate).toHaveBeenLastCalledWith(DEFAULT_TAB_HREFS.project);
    await userEvent.click(canvas.getByRole('link', { name: t('layout.tabBar.profile') }));
    await expect(navigate).toHaveBeenLastCalledWith(DEFAULT_TAB_HREFS.profile);
  },
};

export const MeetsTouchTargetAndHeight: Story = {
  play: async ({ canvas, canvasElement }) => {
    for (const link of canvas.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const bar = canvas.getByRole('navigation').getBoundingClientRect();
    // 60 px high (no safe area in the test browser) and flush with the bottom of the viewport.
    await expect(bar.height).toBe(60);
    await expect(bar.bottom).toBe(canvasElement.ownerDocument.documentElement.clientHeight);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { badges: { profile: 3 } } };
