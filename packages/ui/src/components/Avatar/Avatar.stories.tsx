import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { Avatar } from './Avatar';
import { palette } from '../../tokens/primitives';
import { storyT } from '../../testing/storyI18n';

/** A bundled stand-in for a profile photo, so the story needs no network and never changes. */
const photo = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${palette.blue[300]}"/>` +
    `<circle cx="48" cy="38" r="18" fill="${palette.amber[100]}"/>` +
    `<path d="M14 96c0-22 15-34 34-34s34 12 34 34z" fill="${palette.green[600]}"/>` +
    `</svg>`,
)}`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Tan Wei Ming' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Tan Wei Ming' });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Tan Wei Ming' })).toHaveTextContent(/^TM$/);
  },
};

export const ChineseName: Story = {
  args: { name: '王小明' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '王小明' })).toHaveTextContent(/^王$/);
  },
};

export const NoName: Story = {
  args: { name: undefined },
  play: async ({ canvas, globals }) => {
    const avatar = canvas.getByRole('img', { name: storyT(globals)('display.avatar.anonymous') });
    await expect(avatar).toHaveTextContent('');
    await expect(avatar.querySelector('svg')).not.toBeNull();
  },
};

export const ImageFailsFallsBackToInitials: Story = {
  args: { src: '/does-not-exist.png', name: 'alice tan' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'alice tan' })).toHaveTextContent(/^AT$/);
  },
};

export const ImageFailsWithoutName: Story = {
  args: { src: '/does-not-exist.png', name: undefined },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(
      canvas.getByRole('img', { name: storyT(globals)('display.avatar.anonymous') }),
    ).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} name="王小明" size="lg" />
      <Avatar {...args} name={undefined} size="lg" />
    </Row>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = canvas.getAllByRole('img', { name: 'Tan Wei Ming' });
    await expect(small?.getBoundingClientRect().width).toBe(32);
    await expect(medium?.getBoundingClientRect().width).toBe(48);
    await expect(large?.getBoundingClientRect().width).toBe(72);
  },
};

export const ImageSizes: Story = {
  args: { src: photo },
  render: Sizes.render,
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Dark: Story = {
  render: Sizes.render,
  globals: { theme: 'dark' },
};
