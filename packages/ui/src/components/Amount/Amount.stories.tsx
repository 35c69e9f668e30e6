import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { formatMoney, money } from '@carbonmarket/domain';
import { Amount } from './Amount';
import type { AmountSize, AmountTone } from './Amount';
import { toLocale } from '../../i18n/locale';
import { storyT } from '../../testing/storyI18n';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
`;

const SIZES: AmountSize[] = ['sm', 'md', 'lg', 'xl'];
const TONES: AmountTone[] = ['default', 'positive', 'negative', 'muted'];

const meta = {
  title: 'Components/Amount',
  component: Amount,
  args: { value: money('1234.5') },
  argTypes: { value: { control: false } },
} satisfies Meta<typeof Amount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(formatMoney(money('1234.5'), toLocale(globals['locale']))),
    ).toBeVisible();
  },
};

export const Zero: Story = {
  args: { value: money('0') },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(formatMoney(money('0'), toLocale(globals['locale']))),
    ).toBeVisible();
  },
};

export const Large: Story = {
  args: { value: money('1234567.89'), size: 'xl' },
  play: async ({ canvas, globals }) => {
    const text = formatMoney(money('1234567.89'), toLocale(globals['locale']));
    await expect(text).toBe('S$1,234,567.89');
    await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const Negative: Story = {
  args: { value: money('-250'), tone: 'negative' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(formatMoney(money('-250'), toLocale(globals['locale']))),
    ).toBeVisible();
  },
};

export const SignedPositive: Story = {
  args: { value: money('88.8'), signed: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(`+${formatMoney(money('88.8'), toLocale(globals['locale']))}`),
    ).toBeVisible();
  },
};

export const SignedNegative: Story = {
  args: { value: money('-12.05'), signed: true },
  play: async ({ canvas, globals }) => {
    // Below zero the domain's minus shows once, with no extra sign.
    await expect(
      canvas.getByText(formatMoney(money('-12.05'), toLocale(globals['locale']))),
    ).toBeVisible();
  },
};

export const SignedZero: Story = {
  args: { value: money('0'), signed: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(formatMoney(money('0'), toLocale(globals['locale']))),
    ).toBeVisible();
  },
};

export const PerTon: Story = {
  args: { value: money('12.5'), perTon: true, size: 'lg' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(formatMoney(money('12.5'), toLocale(globals['locale']))),
    ).toBeVisible();
    await expect(canvas.getByText(storyT(globals)('display.amount.perTon'))).toBeVisible();
  },
};

export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };

/** Pinned to Chinese, whatever the toolbar says: SGD keeps its symbol, the unit is translated. */
export const Chinese: Story = {
  args: { value: money('1234567.89'), perTon: true, size: 'lg' },
  globals: { locale: 'cn' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(formatMoney(money('1234567.89'), 'cn'))).toBeVisible();
    await expect(canvas.getByText(storyT(globals)('display.amount.perTon'))).toHaveTextContent(
      '/ 吨',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      {SIZES.map((size) => (
        <Amount key={size} {...args} size={size} perTon />
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack>
      {TONES.map((tone) => (
        <Amount key={tone} {...args} tone={tone} />
      ))}
    </Stack>
  ),
};

export const TabularFigures: Story = {
  args: { value: money('111.11') },
  render: (args) => (
    <Stack>
      <Amount {...args} />
      <Amount {...args} value={money('888.88')} />
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const locale = toLocale(globals['locale']);
    const ones = canvas.getByText(formatMoney(money('111.11'), locale));
    const eights = canvas.getByText(formatMoney(money('888.88'), locale));
    await expect(getComputedStyle(ones).fontVariantNumeric).toBe('tabular-nums');
    await expect(ones.getBoundingClientRect().width).toBe(eights.getBoundingClientRect().width);
  },
};

export const Dark: Story = {
  render: (args) => (
    <Stack>
      {TONES.map((tone) => (
        <Amount key={tone} {...args} tone={tone} perTon />
      ))}
    </Stack>
  ),
  globals: { theme: 'dark' },
};
