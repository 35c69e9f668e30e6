import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { money } from '@carbonmarket/domain';
import { SkeletonOutline } from './SkeletonOutline';
import { Card } from '../Card/Card';
import { Amount } from '../Amount/Amount';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { storyT } from '../../testing/storyI18n';

/** Placeholder text: painted as bars, never read. */
const blank = (length: number) => '\u00a0'.repeat(length);

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/** A card with a title, a line of text, an amount and a progress bar. */
const content = (
  <Card title={blank(24)} titleLines={2}>
    <Meta>{blank(40)}</Meta>
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
  play: async ({ canvas, canvasElement, globals }) => {
    const label = storyT(globals)('feedback.skeleton.label');
    const status = canvas.getByRole('status', { name: label });
    await expect(status).toHaveTextContent(label);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    // The outline is exactly as high as the same content shown.
    const outlined = canvasElement.querySelector('[aria-hidden="true"] > div');
    await expect(status.getBoundingClientRect().height).toBe(
      outlined?.getBoundingClientRect().height,
    );
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
