import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { money } from '@carbonmarket/domain';
import { SkeletonOutline } from './SkeletonOutline';
import { Card } from '../Card/Card';
import { Amount } from '../Amount/Amount';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { storyT } from '../../testing/storyI18n';
import { Text } from '../Typography/Text';

/** Placeholder text: painted as bars, never read. */
const blank = (length: number) => '\u00a0'.repeat(length);

/** A card with a title, a line of text, an amount and a progress bar. */
const content = (
  <Card title={blank(24)} titleLines={2}>
    <Text size="sm">{blank(40)}</Text>
    <Amount value={money('0')} size="lg" perTon />
    <ProgressBar value={0} label={blank(8)} size="sm" />
  </Card>
);

const meta = {
  title: 'Components/SkeletonOutline',
  component: SkeletonOutline,
  parameters: { layout: 'padded' },
  args: { children: content },
} satisfies Meta<typeof SkeletonOutline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card's own layout, its text drawn as bars (two for the two-line title), announced once. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const label = storyT(globals)('feedback.skeleton.label');
    const status = canvas.getByRole('status', { name: label });
    await expect(status).toHaveTextContent(label);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const Columns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[400]};

  & > * {
    flex: 1 1 0;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.layout.sectionGap};
  }
`;

/** A part of a page (a project's card), with its text, so that it reads when shown. */
const part = (
  <div data-part>
    <Card title="Kalimantan Peatland Restoration" titleLines={2}>
      <Text size="sm">Central Kalimantan, Indonesia</Text>
      <Amount value={money('18.50')} size="lg" perTon />
    </Card>
  </div>
);

/** Two parts of a page, such as the cards a screen's placeholder draws together. */
const parts = (
  <>
    {part}
    {part}
  </>
);

/** Where each part is, from the top of its column. */
const placesIn = (column: Element | null) => {
  const top = column?.getBoundingClientRect().top ?? 0;
  return [...(column?.querySelectorAll('[data-part]') ?? [])].map((part) => {
    const box = part.getBoundingClientRect();
    return { top: box.top - top, height: box.height };
  });
};

/**
 * Outlined (left), parts take exactly the places they take shown (right): each as high as the
 * content, and the column's gap between them, since the outline adds no box of its own.
 */
export const HoldsThePlacesOfItsParts: Story = {
  render: () => (
    <Columns>
      <div data-column="outlined">
        <SkeletonOutline>{parts}</SkeletonOutline>
      </div>
      <div data-column="shown">{parts}</div>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const outlined = placesIn(canvasElement.querySelector('[data-column="outlined"]'));
    const shown = placesIn(canvasElement.querySelector('[data-column="shown"]'));
    await expect(shown).toHaveLength(2);
    await expect(shown[1]?.top).toBeGreaterThan((shown[0]?.height ?? 0) + 1);
    await expect(outlined).toEqual(shown);
  },
};

/** A label of the screen's own, such as the section it fills. */
export const CustomLabel: Story = {
  render: (args, { globals }) => (
    <SkeletonOutline {...args} label={storyT(globals)('home.projects.title')} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('home.projects.title') }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
