import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Notice } from './Notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  parameters: { layout: 'padded' },
  args: { children: 'The final price is set when the project ends its presale.' },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Information: the default tone. */
export const Info: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(String(args.children))).toBeVisible();
  },
};

/** Something done: an account saved. */
export const Success: Story = { args: { tone: 'success', children: 'Bank card saved.' } };

/** A caution: what was lost or must be done. */
export const Warning: Story = {
  args: { tone: 'warning', children: 'The booking fee was kept: the final payment was not made.' },
};

/** A long unbroken word wraps inside the box instead of widening the page. */
export const LongText: Story = {
  args: { children: 'Reference CM7QK2M9XH4PCM7QK2M9XH4PCM7QK2M9XH4PCM7QK2M9XH4P' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The tones in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Notice>The final price is set when the project ends its presale.</Notice>
      <Notice tone="success">Bank card saved.</Notice>
      <Notice tone="warning">The booking fee was kept: the final payment was not made.</Notice>
    </div>
  ),
};
