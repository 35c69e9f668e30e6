import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatTons } from '@carbonmarket/domain';
import type { Project } from '@carbonmarket/domain';
import { ProjectListCard, ProjectListCardSkeleton } from './ProjectListCard';
import { toLocale } from '../../i18n/locale';
import { storyT } from '../../testing/storyI18n';
import { storyLinks } from '../../fixtures/links';
import { localiseProjects, sampleProjects } from '../../fixtures/projects';

const [inProgress, presale, full] = sampleProjects as [Project, Project, Project];

/** The test runner's pinned clock: Friday 20 November 2026, 10:00 in Singapore. */
const NOW = new Date('2026-11-20T10:00:00+08:00');

const meta = {
  title: 'Components/ProjectListCard',
  component: ProjectListCard,
  parameters: { layout: 'padded' },
  args: { project: inProgress, href: `${storyLinks.project}?id=${inProgress.id}`, now: NOW },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 358 }}>
      <ProjectListCard
        {...args}
        project={
          localiseProjects([args.project as Project], toLocale(globals['locale']))[0] ?? inProgress
        }
      />
    </div>
  ),
} satisfies Meta<typeof ProjectListCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A project on sale: standards, price, sold share and remaining tons; no countdown. */
export const InProgress: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const card = canvas.getByRole('link');
    await expect(card).toHaveAttribute('href', `${storyLinks.project}?id=${inProgress.id}`);
    await expect(within(card).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(card).toHaveTextContent('Verra VCS · CCB');
    await expect(card).toHaveTextContent(t('projects.card.remaining'));
    await expect(card).toHaveTextContent(
      formatTons(inProgress.remainingTons, toLocale(globals['locale'])),
    );
    await expect(within(card).getByRole('progressbar')).toBeVisible();
    await expect(within(card).queryByRole('timer')).toBeNull();
  },
};

/** A presale whose sale starts on 1 December: the card counts down to it. */
export const StartsLater: Story = {
  args: { project: presale },
  play: async ({ canvas, globals }) => {
    const card = canvas.getByRole('link');
    await expect(card).toHaveTextContent(storyT(globals)('projects.card.startsIn'));
    await expect(within(card).getByRole('timer')).toBeVisible();
  },
};

/** Once its start has passed, the presale shows no countdown (the row stays, empty). */
export const StartPassed: Story = {
  args: { project: presale, now: new Date('2026-12-02T10:00:00+08:00') },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('link')).queryByRole('timer')).toBeNull();
  },
};

export const Full: Story = { args: { project: full } };

/** With the project's own picture. */
export const WithPicture: Story = {
  args: {
    project: {
      ...inProgress,
      imageUrl:
        'data:image/svg+xml,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 9"><rect width="21" height="9" fill="#2f7d5b"/><circle cx="15" cy="3" r="2" fill="#f4d35e"/></svg>',
        ),
    },
  },
  play: async ({ canvasElement }) => {
    // The picture is decorative: no alternative text, hidden from assistive technology.
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
  },
};

export const DarkTheme: Story = { args: { project: presale }, globals: { theme: 'dark' } };

/** While the project loads: the card's own layout as bars, announced as loading. */
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 358 }}>
      <ProjectListCardSkeleton />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('feedback.skeleton.label') }),
    ).toBeInTheDocument();
  },
};
