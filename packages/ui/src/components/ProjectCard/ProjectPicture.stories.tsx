import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProjectPicture } from './ProjectPicture';

const meta = {
  title: 'Components/ProjectPicture',
  component: ProjectPicture,
  parameters: { layout: 'padded' },
  args: { src: null },
  render: (args) => (
    <div style={{ maxWidth: 326 }}>
      <ProjectPicture {...args} />
    </div>
  ),
} satisfies Meta<typeof ProjectPicture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a picture: the leaf, in a frame of the picture's size, hidden from assistive technology. */
export const WithoutPicture: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(frame).not.toBeNull();
    const { width, height } = (frame as HTMLElement).getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(21);
  },
};

/** A picture fills the same frame (cropped to it), decorative. */
export const WithPicture: Story = {
  args: {
    src:
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#2f7d5b"/><circle cx="30" cy="8" r="5" fill="#f4d35e"/></svg>',
      ),
  },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('alt', '');
    // Below the first screenful by default: it loads as it nears the screen, not first.
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('fetchpriority', 'auto');
  },
};

/** In the first screenful (the top of a project's page, a list's first card): loaded at once, first. */
export const FirstOnScreen: Story = {
  args: { ...WithPicture.args, priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
