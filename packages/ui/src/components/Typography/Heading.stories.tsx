import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';
import type { HeadingLevel } from './Heading';
import { fontSize, fontWeight, lineHeight } from '../../tokens/primitives';
import { storySamples } from '../../testing/storySamples';
import { Fill, ON_FILL, SIZES, Stack, TONES, WEIGHTS } from './typographyStories';

const samples = {
  en: {
    title: 'Mangrove restoration',
    long: 'Restoring mangroves along the northern coast of Sumatra for carbon and for fishing villages',
  },
  cn: {
    title: '红树林修复',
    long: '在苏门答腊北部海岸修复红树林，既为固碳，也为沿岸的渔村',
  },
};
const { sample } = storySamples(samples);
const LEVELS: HeadingLevel[] = [1, 2, 3, 4, 5, 6];

const meta = {
  title: 'Components/Heading',
  component: Heading,
  parameters: { layout: 'padded' },
  args: { level: 2, size: 'lg' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One look for every level: the element follows the outline, the size does not. */
export const Levels: Story = {
  render: (_args, { globals }) => (
    <Stack>
      {LEVELS.map((level) => (
        <Heading key={level} level={level} size="md" weight="semibold">
          h{level} · {sample(globals, 'title')}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of LEVELS) {
      const heading = canvas.getByRole('heading', { level });
      await expect(heading.tagName).toBe(`H${level}`);
      await expect(getComputedStyle(heading).fontSize).toBe(fontSize.md);
      await expect(getComputedStyle(heading).marginBlockStart).toBe('0px');
    }
  },
};

export const Sizes: Story = {
  render: (_args, { globals }) => (
    <Stack>
      {SIZES.map((size) => (
        <Heading key={size} level={3} size={size} data-size={size}>
          {size} · {sample(globals, 'title')}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const size of SIZES) {
      const heading = canvasElement.querySelector(`[data-size="${size}"]`) as HTMLElement;
      await expect(heading.tagName).toBe('H3');
      await expect(getComputedStyle(heading).fontSize).toBe(fontSize[size]);
      await expect(getComputedStyle(heading).lineHeight).toBe(lineHeight[size]);
      // Without a weight a heading keeps the browser's bold.
      await expect(getComputedStyle(heading).fontWeight).toBe(String(fontWeight.bold));
    }
  },
};

export const Weights: Story = {
  render: (_args, { globals }) => (
    <Stack>
      {WEIGHTS.map((weight) => (
        <Heading key={weight} level={2} size="xl" weight={weight} data-weight={weight}>
          {weight} · {sample(globals, 'title')}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const weight of WEIGHTS) {
      const heading = canvasElement.querySelector(`[data-weight="${weight}"]`) as HTMLElement;
      await expect(getComputedStyle(heading).fontWeight).toBe(String(fontWeight[weight]));
    }
  },
};

export const Tones: Story = {
  render: (_args, { globals }) => (
    <Stack>
      {TONES.map((tone) => (
        <Heading key={tone} level={2} size="md" weight="semibold" tone={tone}>
          {tone} · {sample(globals, 'title')}
        </Heading>
      ))}
      {ON_FILL.map(({ tone, fill }) => (
        <Fill key={tone} $fill={fill}>
          <Heading level={2} size="md" weight="semibold" tone={tone}>
            {tone} · {sample(globals, 'title')}
          </Heading>
        </Fill>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(
      TONES.length + ON_FILL.length,
    );
  },
};

export const LongTitle: Story = {
  render: (_args, { globals }) => (
    <Stack>
      <Heading level={1} size="2xl" weight="bold" breakAnywhere>
        {sample(globals, 'long')}
      </Heading>
      <Heading level={2} size="lg" weight="semibold" truncate>
        {sample(globals, 'long')}
      </Heading>
      <Heading level={2} size="sm" weight="medium" tone="secondary" align="center">
        {sample(globals, 'title')}
      </Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [cut] = canvas.getAllByRole('heading', { level: 2 });
    await expect(getComputedStyle(cut as HTMLElement).whiteSpace).toBe('nowrap');
    await expect(canvas.getByRole('heading', { level: 1 }).scrollWidth).toBeLessThanOrEqual(358);
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
};
