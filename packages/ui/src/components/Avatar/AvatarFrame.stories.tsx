import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar';
import { AvatarFrame } from './AvatarFrame';

const meta = {
  title: 'Components/AvatarFrame',
  component: AvatarFrame,
  args: { 'data-testid': 'frame' } as Record<string, string>,
  render: (args) => (
    <AvatarFrame {...args}>
      <Avatar name="Tan Wei Ming" size="lg" />
    </AvatarFrame>
  ),
} satisfies Meta<typeof AvatarFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame keeps what it holds round and clips it, whatever outline is drawn around it. */
export const Round: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    const style = getComputedStyle(frame);
    await expect(style.overflow).toBe('hidden');
    await expect(parseFloat(style.borderTopLeftRadius)).toBeGreaterThanOrEqual(
      frame.getBoundingClientRect().width / 2,
    );
    await expect(canvas.getByRole('img', { name: 'Tan Wei Ming' })).toHaveTextContent(/^TM$/);
  },
};
