import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { CountBadge } from './CountBadge';
import { Icon } from '../../icons/Icon';
import { storyT } from '../../testing/storyI18n';

/** The icon a badge sits over, as on the tab bar and the bell. */
const IconBox = styled.span`
  position: relative;
  display: inline-flex;
  margin: ${({ theme }) => theme.space[400]};
`;

const meta = {
  title: 'Components/CountBadge',
  component: CountBadge,
  args: { count: 3 },
  render: (args) => (
    <IconBox data-testid="icon">
      <Icon name="user" />
      <CountBadge {...args} />
    </IconBox>
  ),
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A small count, over the icon's top end; hidden from screen readers (the link names it). */
export const Count: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByTestId('icon').querySelector('span[aria-hidden="true"]');
    await expect(badge).toHaveTextContent('3');
  },
};

/** Above 99: "99+", so the pill keeps its size. */
export const Overflow: Story = {
  args: { count: 250 },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const badge = canvas.getByTestId('icon').querySelector('span[aria-hidden="true"]');
    await expect(badge).toHaveTextContent(t('layout.tabBar.badgeOverflow', { max: 99 }));
  },
};

/** Nothing to count: no badge at all. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('icon').querySelector('span[aria-hidden="true"]')).toBeNull();
  },
};
