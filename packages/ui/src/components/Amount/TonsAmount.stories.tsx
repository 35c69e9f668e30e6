import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatTons, tons } from '@carbonmarket/domain';
import { TonsAmount } from './TonsAmount';
import { toLocale } from '../../i18n/locale';

const meta = {
  title: 'Components/TonsAmount',
  component: TonsAmount,
  args: { value: tons('1250') },
  argTypes: { value: { control: false } },
} satisfies Meta<typeof TonsAmount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(formatTons(tons('1250'), toLocale(globals['locale']))),
    ).toBeVisible();
  },
};

export const Fractional: Story = {
  args: { value: tons('2.5'), size: 'sm', tone: 'muted' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(formatTons(tons('2.5'), toLocale(globals['locale']))),
    ).toBeVisible();
  },
};

export const Large: Story = { args: { value: tons('1234567.125'), size: 'xl' } };

export const SignedPositive: Story = {
  args: { value: tons('30'), signed: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(`+${formatTons(tons('30'), toLocale(globals['locale']))}`),
    ).toBeVisible();
  },
};

export const SignedNegative: Story = {
  args: { value: tons('-5'), signed: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(formatTons(tons('-5'), toLocale(globals['locale']))),
    ).toBeVisible();
  },
};

export const Zero: Story = {
  args: { value: tons('0'), signed: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(formatTons(tons('0'), toLocale(globals['locale']))),
    ).toBeVisible();
  },
};
