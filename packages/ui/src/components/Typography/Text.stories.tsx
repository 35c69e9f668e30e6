import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from './Text';
import { fontSize, fontWeight, lineHeight } from '../../tokens/primitives';
import { lightTheme } from '../../theme/theme';
import { storySamples } from '../../testing/storySamples';
import { Fill, ON_FILL, Parent, SIZES, Stack, TONES, WEIGHTS } from './typographyStories';

const samples = {
  en: {
    line: 'Credits retired this year',
    inherited: 'This line takes its colour and weight from the notice around it.',
    address: 'support-for-verified-carbon-credits@carbonmarket.example',
    centred: 'Prices are per ton of CO₂e, taxes included.',
  },
  cn: {
    line: '今年已注销的碳信用',
    inherited: '这一行的颜色和字重取自外面的提示。',
    address: 'support-for-verified-carbon-credits@carbonmarket.example',
    centred: '价格按每吨二氧化碳当量计，含税。',
  },
};
const { sample } = storySamples(samples);

const meta = {
  title: 'Components/Text',
  component: Text,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (_args, { globals }) => (
    <Stack>
      {SIZES.map((size) => (
        <Text key={size} size={size} data-size={size}>
          {size} · {sample(globals, 'line')}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const size of SIZES) {
      const line = canvasElement.querySelector(`[data-size="${size}"]`) as HTMLElement;
      await expect(line.tagName).toBe('P');
      await expect(getComputedStyle(line).fontSize).toBe(fontSize[size]);
      await expect(getComputedStyle(line).lineHeight).toBe(lineHeight[size]);
      await expect(getComputedStyle(line).marginTop).toBe('0px');
    }
  },
};

export const Weights: Story = {
  render: (_args, { globals }) => (
    <Stack>
      {WEIGHTS.map((weight) => (
        <Text key={weight} size="md" weight={weight} data-weight={weight}>
          {weight} · {sample(globals, 'line')}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const weight of WEIGHTS) {
      const line = canvasElement.querySelector(`[data-weight="${weight}"]`) as HTMLElement;
      await expect(getComputedStyle(line).fontWeight).toBe(String(fontWeight[weight]));
    }
  },
};

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

export const Tones: Story = {
  render: (_args, { globals }) => (
    <Stack>
      {TONES.map((tone) => (
        <Text key={tone} size="sm" tone={tone} data-tone={tone}>
          {tone} · {sample(globals, 'line')}
        </Text>
      ))}
      {ON_FILL.map(({ tone, fill }) => (
        <Fill key={tone} $fill={fill}>
          <Text size="sm" tone={tone} data-tone={tone}>
            {tone} · {sample(globals, 'line')}
          </Text>
        </Fill>
      ))}
      <Parent>
        <Text size="sm" tone="inherit" data-tone="inherit">
          {sample(globals, 'inherited')}
        </Text>
      </Parent>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const colour = (tone: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-tone="${tone}"]`) as HTMLElement).color;
    await expect(colour('secondary')).toBe(rgb(lightTheme.color.text.secondary));
    await expect(colour('critical')).toBe(rgb(lightTheme.color.text.critical));
    await expect(colour('onBrand')).toBe(rgb(lightTheme.color.text.onBrand));
    await expect(colour('inherit')).toBe(rgb(lightTheme.color.status.info.fg));
  },
};

/** Without size, weight or tone a Text sets none of them: it looks like the text around it. */
export const Inherits: Story = {
  render: (_args, { globals }) => (
    <Parent>
      <Text as="span">{sample(globals, 'inherited')}</Text>
    </Parent>
  ),
  play: async ({ canvasElement }) => {
    const span = canvasElement.querySelector('span') as HTMLElement;
    const parent = span.parentElement as HTMLElement;
    await expect(getComputedStyle(span).fontWeight).toBe(getComputedStyle(parent).fontWeight);
    await expect(getComputedStyle(span).color).toBe(getComputedStyle(parent).color);
    await expect(getComputedStyle(span).fontSize).toBe(getComputedStyle(parent).fontSize);
  },
};

export const AlignAndWrap: Story = {
  render: (_args, { globals }) => (
    <Stack>
      <Text size="sm" tone="secondary" align="center">
        {sample(globals, 'centred')}
      </Text>
      <Text size="sm" breakAnywhere>
        {sample(globals, 'address')}
      </Text>
      <Text size="sm" truncate>
        {sample(globals, 'address')}
      </Text>
      <Text as="span" size="sm" tabularNumbers>
        1,111.11 / 8,888.88
      </Text>
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const centred = canvas.getByText(sample(globals, 'centred'));
    await expect(getComputedStyle(centred).textAlign).toBe('center');
    const [broken, cut] = canvas.getAllByText(sample(globals, 'address'));
    await expect(getComputedStyle(broken as HTMLElement).overflowWrap).toBe('anywhere');
    await expect((broken as HTMLElement).scrollWidth).toBeLessThanOrEqual(358);
    await expect(getComputedStyle(cut as HTMLElement).textOverflow).toBe('ellipsis');
    const numbers = canvas.getByText('1,111.11 / 8,888.88');
    await expect(numbers.tagName).toBe('SPAN');
    await expect(getComputedStyle(numbers).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
  play: undefined,
};
