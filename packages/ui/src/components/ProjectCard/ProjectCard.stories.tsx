import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { PROJECT_STATUSES, formatMoney } from '@carbonmarket/domain';
import type { Project, ProjectStatus } from '@carbonmarket/domain';
import { ProjectCard, ProjectCardSkeleton } from './ProjectCard';
import { toLocale } from '../../i18n/locale';
import { containing, storyT } from '../../testing/storyI18n';
import { storySamples } from '../../testing/storySamples';
import { storyLinks } from '../../fixtures/links';
import { localiseProjects, sampleProjects } from '../../fixtures/projects';

const [inProgress, presale, full] = sampleProjects as [Project, Project, Project];

const projectHref = (project: Project) => `${storyLinks.project}?id=${project.id}`;

/** The project in the story's language. */
const localised = (project: Project, globals: Record<string, unknown>): Project =>
  localiseProjects([project], toLocale(globals['locale']))[0] ?? project;

/** A project whose name and place are too long for one line, in both languages. */
const { sample } = storySamples({
  en: {
    name: 'Community-led mangrove restoration and blue-carbon conservation along the Sundarbans coastline',
    location: 'Khulna Division, Bangladesh and West Bengal, India',
  },
  cn: {
    name: '孙德尔本斯海岸线社区主导的红树林修复与蓝碳保护项目（孟加拉国与印度西孟加拉邦跨境合作）',
    location: '孟加拉国 库尔纳专区 与 印度 西孟加拉邦',
  },
});
const LONG_TEXT_ID = 999;
const longTextProject: Project = { ...inProgress, id: LONG_TEXT_ID, type: 'blue_carbon' };

/** Any story project in the story's language, the long-text one included. */
const localisedOrLong = (project: Project, globals: Record<string, unknown>): Project =>
  project.id === LONG_TEXT_ID
    ? {
        ...project,
        name: sample(globals, 'name'),
        location: sample(globals, 'location'),
      }
    : localised(project, globals);

/** Checks the card shows `project`: name, status, where and what, price and the sold share. */
async function expectCard(
  card: HTMLElement,
  project: Project,
  globals: Record<string, unknown>,
  soldPercent: string,
) {
  const t = storyT(globals);
  const shown = localisedOrLong(project, globals);
  await expect(card).toHaveAttribute('href', projectHref(project));
  await expect(
    within(card).getByRole('heading', { level: 3, name: shown.name }),
  ).toBeInTheDocument();
  await expect(card).toHaveTextContent(t(`display.status.project.${project.status}`));
  // The type in the reader's language, from its key.
  await expect(card).toHaveTextContent(
    `${shown.location} · ${t(`display.projectType.${project.type}`)}`,
  );
  await expect(card).toHaveTextContent(t('home.projects.price'));
  await expect(card).toHaveTextContent(formatMoney(project.unitPrice, toLocale(globals['locale'])));
  await expect(card).toHaveTextContent(t('display.amount.perTon'));
  const bar = within(card).getByRole('progressbar', { name: t('home.projects.sold') });
  await expect(bar).toHaveAttribute('aria-valuenow', String(project.progress));
  await expect(bar).toHaveAttribute(
    'aria-valuetext',
    t('display.progressBar.percent', { value: soldPercent }),
  );
}

const Stack = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const meta = {
  title: 'Screens/Home/Home/ProjectCard',
  component: ProjectCard,
  parameters: { layout: 'padded' },
  args: { project: inProgress, href: projectHref(inProgress) },
  render: (args, { globals }) => (
    <ProjectCard {...args} project={localisedOrLong(args.project, globals)} />
  ),
} satisfies Meta<typeof ProjectCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On sale: the card, one link to the project, shows how much is sold. */
export const InProgress: Story = {
  play: async ({ canvas, globals }) => {
    await expectCard(canvas.getByRole('link'), inProgress, globals, '74');
  },
};

/** Presale: credits can be booked before they are issued. */
export const Presale: Story = {
  args: { project: presale, href: projectHref(presale) },
  play: async ({ canvas, globals }) => {
    await expectCard(canvas.getByRole('link'), presale, globals, '35');
  },
};

/** Sold out: the bar is full. */
export const Full: Story = {
  args: { project: full, href: projectHref(full) },
  play: async ({ canvas, globals }) => {
    await expectCard(canvas.getByRole('link'), full, globals, '100');
  },
};

/** Not yet on sale: nothing sold, the bar is empty. */
export const NotBegun: Story = {
  args: {
    project: { ...presale, status: 'not_begun', progress: 0 },
    href: projectHref(presale),
  },
  play: async ({ canvas, args, globals }) => {
    await expectCard(canvas.getByRole('link'), args.project, globals, '0');
  },
};

/** A name and place too long for one line wrap instead of overflowing the card. */
export const LongText: Story = {
  args: {
    project: longTextProject,
    href: projectHref(longTextProject),
  },
  play: async ({ canvas, args, globals }) => {
    await expectCard(canvas.getByRole('link'), args.project, globals, '74');
  },
};

/** The card in every status a project can have, each with its own tag. */
export const EveryStatus: Story = {
  render: (args, { globals }) => (
    <Stack>
      {PROJECT_STATUSES.map((status: ProjectStatus) => (
        <li key={status}>
          <ProjectCard project={{ ...localised(args.project, globals), status }} href={args.href} />
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const cards = canvas.getAllByRole('link');
    await expect(cards).toHaveLength(PROJECT_STATUSES.length);
    for (const [index, status] of PROJECT_STATUSES.entries()) {
      await expect(cards[index]).toHaveTextContent(t(`display.status.project.${status}`));
    }
  },
};

/** The card is one link, reached with the keyboard and followed by a click or Enter. */
export const KeyboardAndClick: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const card = canvas.getByRole('link', {
      name: containing(localised(inProgress, globals).name),
    });
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(card);
    // The story's router-free link stays on the page.
    await expect(card).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/**
 * While the project loads: the card's outline, as high as every loaded card (a short name, a
 * long one), so a list does not move when its cards arrive.
 */
export const Loading: Story = {
  render: (args, { globals }) => (
    <Stack>
      <li>
        <ProjectCardSkeleton />
      </li>
      <li>
        <ProjectCard {...args} project={localised(presale, globals)} />
      </li>
      <li>
        <ProjectCard {...args} project={localisedOrLong(longTextProject, globals)} />
      </li>
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    // The placeholder draws no box of its own: its list item is as high as the card it draws.
    const placeholder = canvas.getByRole('status', { name: t('feedback.skeleton.label') });
    const [short, long] = canvas.getAllByRole('link');
    const height = placeholder.closest('li')?.getBoundingClientRect().height;
    await expect(height).toBeGreaterThan(0);
    await expect(short?.closest('li')?.getBoundingClientRect().height).toBe(height);
    await expect(long?.closest('li')?.getBoundingClientRect().height).toBe(height);
  },
};

export const LoadingDark: Story = {
  render: () => <ProjectCardSkeleton />,
  globals: { theme: 'dark' },
};
