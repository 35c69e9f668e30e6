import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { money } from '@carbonmarket/domain';
import { Cell } from './Cell';
import type { CellProps } from './Cell';
import { Icon } from '../../icons/Icon';
import { Amount } from '../Amount/Amount';
import { Avatar } from '../Avatar/Avatar';
import { StatusTag } from '../StatusTag/StatusTag';
import { storyT } from '../../testing/storyI18n';

/** A settings row whose text comes from the translations, as a screen would pass it. */
function LanguageCell(props: Partial<CellProps>) {
  const { t } = useTranslation();
  return (
    <Cell
      {...props}
      leading={<Icon name="globe" size={22} />}
      title={t('common.language')}
      value={t('common.languages.cn')}
    />
  );
}

const meta = {
  title: 'Components/Cell',
  component: Cell,
  args: { title: 'Wallet' },
  argTypes: {
    leading: { control: false },
    value: { control: false },
    description: { control: 'text' },
    title: { control: 'text' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Cell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wallet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithDescription: Story = {
  args: {
    description: 'Available balance and withdrawals',
    leading: <Icon name="wallet" size={22} />,
  },
  play: async ({ canvas }) => {
    const row = canvas.getByText('Wallet').closest('div');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(56);
  },
};

export const WithValue: Story = {
  args: { title: 'Available balance', value: <Amount value={money('1234.5')} /> },
};

export const WithAvatar: Story = {
  args: {
    title: 'Tan Wei Ming',
    description: 'Member P3',
    leading: <Avatar name="Tan Wei Ming" size="sm" decorative />,
    href: '/profile',
  },
};

export const WithStatus: Story = {
  args: {
    title: 'Withdrawal to DBS ****1234',
    description: '18 Nov 2026, 14:05',
    value: <StatusTag kind="withdrawal" status="processing" />,
    onClick: fn(),
  },
};

export const Translated: Story = {
  render: (args) => <LanguageCell {...args} />,
  args: { onClick: fn() },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: new RegExp(t('common.language')) }),
    ).toHaveTextContent(t('common.languages.cn'));
  },
};

export const PressCallsOnClick: Story = {
  args: { onClick: fn(), leading: <Icon name="bell" size={22} />, title: 'Notifications' },
  play: async ({ canvas, userEvent, args }) => {
    const row = canvas.getByRole('button', { name: 'Notifications' });
    // The leading icon and the chevron.
    await expect(row.querySelectorAll('svg')).toHaveLength(2);
    await userEvent.click(row);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const KeyboardActivation: Story = {
  args: { onClick: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Wallet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Link: Story = {
  args: { href: '/profile/wallet', onClick: fn(), leading: <Icon name="wallet" size={22} /> },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Wallet' });
    await expect(link).toHaveAttribute('href', '/profile/wallet');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { onClick: fn(), disabled: true, description: 'Not available for risk-flagged accounts' },
  play: async ({ canvas, userEvent, args }) => {
    const row = canvas.getByRole('button', { name: /Wallet/ });
    await expect(row).toBeDisabled();
    await userEvent.click(row);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const DisabledLink: Story = {
  args: { href: '/profile/withdraw', onClick: fn(), disabled: true, title: 'Withdraw' },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Withdraw' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithoutChevron: Story = { args: { onClick: fn(), chevron: false, value: 'English' } };

export const LongText: Story = {
  args: {
    title: 'Community-led reforestation and peatland rewetting programme, Central Kalimantan',
    description:
      'Presale booking of 1,250 t with the final payment due before the end of the selling period',
    value: <StatusTag kind="order" status="pending_final_payment" />,
    href: '/orders/1',
  },
};

export const MeetsTouchTarget: Story = {
  args: { onClick: fn() },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button').getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Dark: Story = {
  args: {
    description: 'Available balance and withdrawals',
    leading: <Icon name="wallet" size={22} />,
    value: <Amount value={money('1234.5')} size="sm" />,
    onClick: fn(),
  },
  globals: { theme: 'dark' },
};
