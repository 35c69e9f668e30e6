import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { expect } from 'storybook/test';
import { darkTheme } from '../../theme/theme';
import { Skeleton, SkeletonCard, SkeletonList } from './Skeleton';
import { storyT } from '../../testing/storyI18n';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status', { name: storyT(globals)('feedback.skeleton.label') });
    await expect(status).toHaveTextContent(storyT(globals)('feedback.skeleton.label'));
  },
};
export const Paragraph: Story = { args: { lines: 4 } };
export const Rect: Story = { args: { variant: 'rect', height: 160 } };
export const Circle: Story = {
  args: { variant: 'circle', width: 72 },
  parameters: { layout: 'centered' },
};
export const CustomSize: Story = { args: { variant: 'rect', width: 200, height: 48, radius: 24 } };
export const Dark: Story = { args: { lines: 3 }, globals: { theme: 'dark' } };

/** Inside something that already announces loading, the shape stays silent. */
export const Unlabelled: Story = {
  args: { label: null, variant: 'rect' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const List: Story = {
  render: () => <SkeletonList rows={4} />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, globals }) => {
    // One announcement for the whole list, not one per shape.
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('feedback.skeleton.label') }),
    ).toBeVisible();
  },
};
export const ListDark: Story = {
  render: () => <SkeletonList />,
  parameters: { layout: 'fullscreen' },
  globals: { theme: 'dark' },
};

/** The borders between rows follow each list's own theme, even with both themes on one page. */
export const ListBesideDarkList: Story = {
  render: () => (
    <>
      <SkeletonList rows={2} />
      <ThemeProvider theme={darkTheme}>
        <div style={{ background: darkTheme.color.bg.canvas }}>
          <SkeletonList rows={2} />
        </div>
      </ThemeProvider>
    </>
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const [light, dark] = canvas.getAllByRole('status').map((status) => {
      const secondRow = status.querySelector('[aria-hidden="true"] > :nth-child(2)');
      if (!(secondRow instanceof HTMLElement)) throw new Error('The list has no second row.');
      return getComputedStyle(secondRow).borderTopColor;
    });
    await expect(light).not.toBe(dark);
  },
};

export const Card: Story = {
  render: () => <SkeletonCard />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};
export const CardWithoutMedia: Story = { render: () => <SkeletonCard media={false} /> };
export const CardDark: Story = { render: () => <SkeletonCard />, globals: { theme: 'dark' } };
