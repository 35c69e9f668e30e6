import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { money } from '@carbonmarket/domain';
import { CellGroup } from './CellGroup';
import { Cell } from './Cell';
import { Icon } from '../../icons/Icon';
import { Amount } from '../Amount/Amount';
import { expectRowsAtLeast } from '../../testing/targetSize';

const rows = (
  <>
    <Cell
      key="wallet"
      title="Wallet"
      leading={<Icon name="wallet" size={22} />}
      value={<Amount value={money('1234.5')} size="sm" />}
      href="/profile/wallet"
    />
    <Cell
      key="notifications"
      title="Notifications"
      leading={<Icon name="bell" size={22} />}
      onClick={fn()}
    />
    <Cell
      key="settings"
      title="Settings"
      description="Password, withdrawal password, bank details"
      leading={<Icon name="settings" size={22} />}
      href="/profile/settings"
    />
  </>
);

const meta = {
  title: 'Components/CellGroup',
  component: CellGroup,
  args: { title: 'Account', children: rows },
  argTypes: { children: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CellGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Account' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Account' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
    // Rows a finger taps: at least 44 px high.
    await expectRowsAtLeast([...list.querySelectorAll(':scope > li')]);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Inset: Story = { args: { inset: true } };

export const SingleRow: Story = {
  args: { children: <Cell title="Log out" onClick={fn()} chevron={false} /> },
};

export const Dark: Story = { args: { inset: true }, globals: { theme: 'dark' } };
