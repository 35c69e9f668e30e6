import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockedReason } from './BlockedReason';
import { Button } from '../Button/Button';
import { ButtonLink } from '../Button/ButtonLink';

const meta = {
  title: 'Components/BlockedReason',
  component: BlockedReason,
  parameters: { layout: 'padded' },
  args: { id: 'reason', children: 'Your available balance is S$85.00 short of this payment.' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <BlockedReason {...args} />
      <Button fullWidth disabled aria-describedby={args.id}>
        Buy
      </Button>
    </div>
  ),
} satisfies Meta<typeof BlockedReason>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The disabled button is described by the reason beside it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Buy' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(String(args.children));
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <ButtonLink href="/pages/profile/topup" variant="secondary" size="sm">
        Top up
      </ButtonLink>
    ),
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
