import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineReason } from './OfflineReason';
import { Button } from '../Button/Button';
import { storyT } from '../../testing/storyI18n';

/** Why a money action is disabled while the device is offline, as a screen places it. */
const meta = {
  title: 'Components/OfflineReason',
  component: OfflineReason,
  parameters: { layout: 'padded' },
  args: { id: 'offline-reason' },
  render: (args, { globals }) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <OfflineReason {...args} />
      <Button fullWidth disabled aria-describedby={args.id}>
        {storyT(globals)('projects.purchase.form.submit')}
      </Button>
    </div>
  ),
} satisfies Meta<typeof OfflineReason>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The disabled button is described by the reason above it. */
export const BesideAButton: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const button = canvas.getByRole('button', { name: t('projects.purchase.form.submit') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(t('feedback.offline.actionBlocked'));
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
