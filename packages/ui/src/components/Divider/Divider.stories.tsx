import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Divider } from './Divider';
import { Text } from '../Typography/Text';

const Surface = styled.div`
  padding: ${({ theme }) => theme.space[400]} 0;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
`;

const Line = styled(Text)`
  padding: 0 ${({ theme }) => theme.space[400]};
`;

/** The box of the surface the divider sits on. */
const surfaceBox = (separator: HTMLElement) =>
  (separator.parentElement ?? separator).getBoundingClientRect();

const meta = {
  title: 'Components/Divider',
  component: Divider,
  args: { spacing: 'md' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Surface>
      <Line>Mangrove restoration, Sumatra</Line>
      <Divider {...args} />
      <Line>Peatland rewetting, Kalimantan</Line>
    </Surface>
  ),
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const separator = canvas.getByRole('separator');
    await expect(separator.tagName).toBe('HR');
    await expect(separator.getBoundingClientRect().width).toBe(surfaceBox(separator).width);
  },
};

export const InsetStart: Story = {
  args: { inset: 'start' },
  play: async ({ canvas }) => {
    const separator = canvas.getByRole('separator');
    const box = separator.getBoundingClientRect();
    await expect(box.left).toBe(surfaceBox(separator).left + 16);
    await expect(box.right).toBe(surfaceBox(separator).right);
  },
};

export const InsetBoth: Story = {
  args: { inset: 'both' },
  play: async ({ canvas }) => {
    const separator = canvas.getByRole('separator');
    const box = separator.getBoundingClientRect();
    await expect(box.left).toBe(surfaceBox(separator).left + 16);
    await expect(box.right).toBe(surfaceBox(separator).right - 16);
  },
};

export const NoSpacing: Story = { args: { spacing: 'none' } };

export const WithLabel: Story = {
  args: { label: 'or', inset: 'both' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator', { name: 'or' })).toHaveTextContent('or');
  },
};

export const LongLabel: Story = {
  args: { label: 'Projects you have not booked yet', inset: 'both' },
};

export const Dark: Story = { args: { label: 'or', inset: 'both' }, globals: { theme: 'dark' } };
