import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import styled from 'styled-components';
import { money } from '@carbonmarket/domain';
import { Card } from './Card';
import { Amount } from '../Amount/Amount';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { StatusTag } from '../StatusTag/StatusTag';
import { Text } from '../Typography/Text';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

/** The body of a project card, built from the other display components. */
function ProjectSummary() {
  return (
    <>
      <Amount value={money('18.5')} perTon size="lg" />
      <ProgressBar value={64} label="Sale progress" showValue />
    </>
  );
}

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Mangrove restoration, Sumatra',
    children: (
      <Text size="sm" tone="secondary">
        Verified Carbon Standard, 12,000 t issued in 2025.
      </Text>
    ),
  },
  argTypes: { children: { control: false }, extra: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Mangrove restoration, Sumatra' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithExtra: Story = {
  args: { extra: <StatusTag kind="project" status="in_progress" />, children: <ProjectSummary /> },
};

export const WithoutHeader: Story = { args: { title: undefined } };

export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <Stack>
      <Card {...args} padding="none" />
      <Card {...args} padding="sm" />
      <Card {...args} padding="md" />
      <Card {...args} padding="lg" />
    </Stack>
  ),
};

export const LongTitle: Story = {
  args: {
    title:
      'Community-led reforestation and peatland rewetting programme across three regencies of Central Kalimantan',
    extra: <StatusTag kind="project" status="reservation_waiting" />,
  },
};

/** A title held to two lines: a short one leaves the second line empty, a long one is cut. */
export const TitleLines: Story = {
  render: (args) => (
    <Stack>
      <Card {...args} title="Mekong Delta Solar Farms" titleLines={2} />
      <Card
        {...args}
        title="Community-led reforestation and peatland rewetting programme across three regencies of Central Kalimantan"
        titleLines={2}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [short, long] = canvas.getAllByRole('heading', { level: 3 });
    await expect(short?.getBoundingClientRect().height).toBe(48);
    await expect(long?.getBoundingClientRect().height).toBe(48);
  },
};

export const PressableButton: Story = {
  args: {
    onClick: fn(),
    extra: <StatusTag kind="project" status="presale" />,
    children: <ProjectSummary />,
  },
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('button', { name: /Mangrove restoration, Sumatra/ });
    await userEvent.click(card);
    await expect(args.onClick).toHaveBeenCalledOnce();
    card.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const PressableLink: Story = {
  args: {
    href: '/projects/42',
    onClick: fn(),
    extra: <StatusTag kind="project" status="in_progress" />,
    children: <ProjectSummary />,
  },
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('link', { name: /Mangrove restoration, Sumatra/ });
    await expect(card).toHaveAttribute('href', '/projects/42');
    await expect(
      canvas.getByRole('heading', { name: 'Mangrove restoration, Sumatra' }),
    ).toBeVisible();
    await userEvent.click(card);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  args: {
    onClick: fn(),
    extra: <StatusTag kind="project" status="full" />,
    children: <ProjectSummary />,
  },
  globals: { theme: 'dark' },
};
