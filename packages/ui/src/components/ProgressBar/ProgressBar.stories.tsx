import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import { onSurface } from '../../testing/onSurface';
import { storyT } from '../../testing/storyI18n';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { value: 45, label: 'Sale progress' },
  parameters: { layout: 'fullscreen' },
  decorators: [onSurface],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Sale progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      storyT(globals)('display.progressBar.percent', { value: 45 }),
    );
  },
};

export const WithLabelAndValue: Story = {
  args: { showLabel: true, showValue: true, value: 62.7 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Sale progress' })).toHaveAttribute(
      'aria-valuenow',
      '62.7',
    );
    // The visible percentage rounds down: 62.7 reads 62%, never more than is done.
    await expect(
      canvas.getByText(storyT(globals)('display.progressBar.percent', { value: 62 })),
    ).toBeVisible();
  },
};

export const ValueOnly: Story = { args: { showValue: true, value: 8 } };
export const Empty: Story = { args: { showLabel: true, showValue: true, value: 0 } };
export const Complete: Story = { args: { showLabel: true, showValue: true, value: 100 } };
export const Critical: Story = {
  args: { showLabel: true, showValue: true, value: 92, tone: 'critical', label: 'Tons remaining' },
};
export const Small: Story = { args: { size: 'sm', value: 30 } };
export const LongLabel: Story = {
  args: {
    showLabel: true,
    showValue: true,
    value: 57,
    label: 'Verified carbon units sold in the current presale round of this project',
  },
};

export const ClampsAboveHundred: Story = {
  args: { value: 130, showValue: true },
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Sale progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(
      canvas.getByText(storyT(globals)('display.progressBar.percent', { value: 100 })),
    ).toBeVisible();
  },
};

export const ClampsBelowZero: Story = {
  args: { value: -20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Sale progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

export const Dark: Story = {
  args: { showLabel: true, showValue: true, value: 70 },
  globals: { theme: 'dark' },
};
