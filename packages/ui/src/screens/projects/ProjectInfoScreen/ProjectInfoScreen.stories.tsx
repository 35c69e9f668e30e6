import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SDG_GOALS } from '@carbonmarket/domain';
import type { Project, ProjectDetail, SdgGoal } from '@carbonmarket/domain';
import { ProjectInfoScreen } from './ProjectInfoScreen';
import type { ProjectInfoScreenProps } from './ProjectInfoScreen';
import { toLocale } from '../../../i18n/locale';
import { formatDateTime } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks, storyLinks } from '../../../fixtures/links';
import { localiseProjects, sampleProjectDetail, sampleProjects } from '../../../fixtures/projects';

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');
const [inProgress, presale, full] = sampleProjects as [Project, Project, Project];
const FACT_SHEET = '/uploads/factsheets/101.pdf';

const ready = (
  project: Project,
  extra: Partial<ProjectDetail> = {},
): ProjectInfoScreenProps['project'] => ({
  status: 'ready',
  data: { ...sampleProjectDetail(project, null), ...extra },
});

/** The project's texts in the story's language. */
function localised(args: ProjectInfoScreenProps, globals: Record<string, unknown>) {
  if (args.project.status !== 'ready') return args;
  const [data] = localiseProjects([args.project.data], toLocale(globals['locale']));
  return { ...args, project: { status: 'ready', data: data as ProjectDetail } } as const;
}

const meta = {
  title: 'Screens/Projects/Project information',
  component: ProjectInfoScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    project: ready(inProgress, { factSheetUrl: FACT_SHEET }),
    now: NOW,
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
  render: (args, { globals }) => <ProjectInfoScreen {...localised(args, globals)} />,
} satisfies Meta<typeof ProjectInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The name a goal's tile gives assistive technology, in the story's language. */
const goalName = (globals: Record<string, unknown>, goal: SdgGoal) => {
  const t = storyT(globals);
  return t('projects.info.goals.goal', {
    number: goal,
    name: t(`projects.info.goals.names.${goal}`),
  });
};

/**
 * Selling now: the countdown to the close, the introduction, developer and standards, the carbon
 * facts with the fact sheet, the registry with its link out, the goals, and Back.
 */
export const SellingCountsToEnd: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('projects.info.title') }),
    ).toBeVisible();
    const timer = canvas.getByRole('timer', { name: t('projects.info.window.closesIn') });
    await expect(timer).toBeVisible();
    // 1 March 2027 00:00 is 100 days and 14 hours after the pinned Friday 10:00 (both in Singapore).
    await expect(timer).toHaveTextContent(/100/);
    await expect(
      canvas.getByText(
        t('projects.info.window.closesOn', {
          date: formatDateTime(inProgress.sellingEndsAt as Date, locale),
        }),
      ),
    ).toBeVisible();
    for (const title of [
      'introduction',
      'project.title',
      'carbon.title',
      'registry.title',
    ] as const)
      await expect(
        canvas.getByRole('heading', { level: 3, name: t(`projects.info.${title}`) }),
      ).toBeVisible();
    await expect(canvas.getByText(t('projects.info.carbon.vintage'))).toBeVisible();
    await expect(canvas.getByText('2025')).toBeVisible();
    await expect(canvas.getByText('SCS Global Services')).toBeVisible();
    await expect(canvas.getByText('Annual satellite and field monitoring')).toBeVisible();
    await expect(canvas.getByText('Borneo Nature Partners')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: new RegExp(t('projects.info.factSheet.title')) }),
    ).toHaveAttribute('href', FACT_SHEET);
    // The registry: its name and the project's ID, and a link out that says it opens a new tab.
    await expect(canvas.getByText(t('projects.info.registries.verra'))).toBeVisible();
    await expect(canvas.getByText('1477')).toBeVisible();
    const link = canvas.getByRole('link', {
      name: `${t('projects.info.registry.link', { registry: t('projects.info.registries.verra') })} ${t('projects.info.registry.newTab')}`,
    });
    await expect(link).toHaveAttribute(
      'href',
      'https://registry.verra.org/app/projectDetail/VCS/1477',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The goals, each an image named by its number and name.
    const goals = within(canvas.getByRole('list', { name: t('projects.info.goals.title') }));
    await expect(goals.getAllByRole('img')).toHaveLength(3);
    await expect(goals.getByRole('img', { name: goalName(globals, 13) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A presale that opens on 1 December: the countdown to the opening, on a Gold Standard registry. */
export const SellingSoonCountsToStart: Story = {
  args: { project: ready(presale) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const timer = canvas.getByRole('timer', { name: t('projects.info.window.opensIn') });
    // 1 December 00:00 is 10 days and 14 hours after the pinned Friday 10:00.
    await expect(timer).toHaveTextContent(/10/);
    await expect(timer).toHaveTextContent(/14/);
    await expect(
      canvas.queryByRole('timer', { name: t('projects.info.window.closesIn') }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByText(t('projects.info.registries.gold_standard'))).toBeVisible();
    await expect(canvas.getByText('2446')).toBeVisible();
  },
};

/** Sales are over: no countdown, the day they closed. */
export const Ended: Story = {
  args: { project: ready({ ...full, status: 'ended' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(canvas.getByText(t('projects.info.window.over'))).toBeVisible();
    await expect(
      canvas.getByText(
        t('projects.info.window.closedOn', {
          date: formatDateTime(full.sellingEndsAt as Date, locale),
        }),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

/** No fact sheet: the carbon facts stand alone, with no link to a document. */
export const WithoutFactSheet: Story = {
  args: { project: ready(inProgress) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.info.carbon.creditType'))).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: new RegExp(t('projects.info.factSheet.title')) }),
    ).not.toBeInTheDocument();
  },
};

/** A project created before registries were recorded: the registry and goals say so. */
export const WithoutRegistry: Story = {
  args: { project: ready(inProgress, { registration: null, sdgs: [] }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.info.registry.none'))).toBeVisible();
    await expect(canvas.getByText(t('projects.info.goals.none'))).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: new RegExp(t('projects.info.registry.newTab')) }),
    ).not.toBeInTheDocument();
  },
};

/** All seventeen goals: tiles in two columns, each in its own colour, in the goals' order. */
export const ManyGoals: Story = {
  args: { project: ready(inProgress, { sdgs: [...SDG_GOALS] }) },
  play: async ({ canvas, globals, canvasElement }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list', { name: t('projects.info.goals.title') });
    const tiles = within(list).getAllByRole('img');
    await expect(tiles).toHaveLength(17);
    await expect(tiles[0]).toHaveAccessibleName(goalName(globals, 1));
    await expect(tiles[16]).toHaveAccessibleName(goalName(globals, 17));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** The language switch in the bar, when the app gives the language. */
export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <ProjectInfoScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: storyT(globals)('screens.languageSwitch.label') }),
    ).toBeVisible();
  },
};

/** Chinese, with long texts: everything wraps inside the phone's width. */
export const ChineseLongText: Story = {
  globals: { locale: 'cn' },
  args: {
    project: ready(inProgress, {
      id: 999,
      name: '南部海岸社区主导的红树林恢复与蓝碳保护综合项目（第二期）',
      type: 'blue_carbon',
      location: '缅甸伊洛瓦底省及丹老群岛',
      standards: ['Verra VCS', 'CCB Gold', 'Plan Vivo', 'SD VISta'],
      introduction: '与依赖红树林为生的渔村一起，沿着不断被侵蚀的海岸线重新种植红树林。'.repeat(6),
      developer: '南部海岸蓝碳社区合作社与海洋保护基金会联合体',
      carbon: {
        vintage: 2025,
        verificationAgency: '国际碳核证与可持续发展评估服务有限公司',
        monitoring: '每年进行卫星遥感监测与实地样地调查，并由经认可的第三方机构每两年核证一次。',
        creditType: '清除类碳信用（红树林造林与再造林）',
      },
      sdgs: [1, 5, 8, 9, 12, 13, 14, 15, 16, 17],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '项目信息' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Loading: the page's own layout drawn as bars, and announced. */
export const Loading: Story = {
  args: { project: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('projects.info.loading') }),
    ).toBeVisible();
  },
};

/** The project could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { project: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No such project: the way back to the list. */
export const NotFound: Story = {
  args: { project: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('projects.project.notFoundTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.toProjects') }),
    ).toHaveAttribute('href', storyLinks.projects);
  },
};
