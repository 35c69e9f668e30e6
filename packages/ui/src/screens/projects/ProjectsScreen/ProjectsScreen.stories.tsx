import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PROJECT_TYPES } from '@carbonmarket/domain';
import type { Project } from '@carbonmarket/domain';
import { ALL_PROJECT_TYPES, ProjectsScreen } from './ProjectsScreen';
import type { ProjectPages, ProjectsScreenProps } from './ProjectsScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import { localiseProjects, sampleProjects } from '../../../fixtures/projects';
import { ArrivingData, expectLayoutHoldsOnArrival } from '../../../testing/arrivingData';
import { expectCoversNothing } from '../../../testing/coversNothing';
import { ConnectionStatus } from '../../../components/ConnectionStatus/ConnectionStatus';
import { NavBarStatusProvider } from '../../../components/NavBar/NavBarStatus';

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');

const ready = (items: readonly Project[], hasMore = true): ProjectPages => ({
  items,
  status: 'idle',
  hasMore,
});

/** The sample projects in the story's language. */
function localised(args: ProjectsScreenProps, globals: Record<string, unknown>) {
  const locale = toLocale(globals['locale']);
  return {
    ...args,
    projects: { ...args.projects, items: localiseProjects(args.projects.items, locale) },
  };
}

const meta = {
  title: 'Screens/Projects/Projects',
  component: ProjectsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    projects: ready(sampleProjects),
    now: NOW,
    statusFilter: 'all',
    onStatusFilterChange: fn(),
    typeFilter: ALL_PROJECT_TYPES,
    types: PROJECT_TYPES,
    onTypeFilterChange: fn(),
    links: screenLinks,
    onReachBottom: fn(),
    onRetry: fn(),
    onRefresh: fn(),
  },
  render: (args, { globals }) => <ProjectsScreen {...localised(args, globals)} />,
} satisfies Meta<typeof ProjectsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: a card per project, each leading to its page; the presale counts down to its start. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('projects.title') }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: t('projects.list.label') });
    const cards = within(list).getAllByRole('link');
    await expect(cards).toHaveLength(sampleProjects.length);
    await expect(cards[0]).toHaveAttribute(
      'href',
      screenLinks.project((sampleProjects[0] as Project).id),
    );
    // The presale (selling from 1 December) counts down; the others show no countdown.
    await expect(within(list).getAllByRole('timer')).toHaveLength(1);
    await expect(cards[1]).toHaveTextContent(t('projects.card.startsIn'));
    await expect(cards[0]).toHaveTextContent(t('projects.card.remaining'));
    await expect(cards[0]).toHaveTextContent('Verra VCS · CCB');
  },
};

/**
 * With the live connection's state, as the app shows it on its tab pages: it covers nothing of
 * the page, at its top or at its end.
 */
export const WithConnectionStatus: Story = {
  render: (args, { globals }) => (
    <NavBarStatusProvider status={<ConnectionStatus state="open" />}>
      <ProjectsScreen {...localised(args, globals)} />
    </NavBarStatusProvider>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const live = canvas.getByText(storyT(globals)('feedback.connectionStatus.open'));
    const indicator = live.closest<HTMLElement>('[role="status"]');
    if (!indicator) throw new Error('no connection status');
    await expectCoversNothing(canvasElement, indicator);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <ProjectsScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};

/** The first page loading: placeholder cards of the loaded cards' size. */
export const Loading: Story = {
  args: { projects: { items: [], status: 'loading', hasMore: true } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('status', { name: storyT(globals)('feedback.skeleton.label') }).length,
    ).toBeGreaterThan(0);
  },
};

/** The placeholders have the loaded cards' size: nothing moves when the first page arrives. */
export const DataArrivesInPlace: Story = {
  render: (args, { globals }) => (
    <ArrivingData
      loading={
        <ProjectsScreen
          {...localised(
            { ...args, projects: { items: [], status: 'loading', hasMore: true } },
            globals,
          )}
        />
      }
      ready={<ProjectsScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => ({
        filters: canvas.getByRole('tablist'),
        type: canvas.getByRole('combobox'),
        first: canvasElement.querySelector('li, [role="status"]') ?? canvasElement,
      }),
      ready: () => canvas.findAllByRole('progressbar'),
    });
  },
};

/** The next page loading below the cards. */
export const LoadingMore: Story = {
  args: { projects: { items: sampleProjects, status: 'loading', hasMore: true } },
};

/** The last page is in: the list says there are no more. */
export const EndOfList: Story = {
  args: { projects: ready(sampleProjects, false) },
};

/** The first page failed: the catalogue's reason and a retry. */
export const FirstLoadFailed: Story = {
  args: {
    projects: { items: [], status: 'error', error: 'NETWORK_ERROR', hasMore: true },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('projects.list.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A later page failed: the cards stay, a line under them retries. */
export const NextPageFailed: Story = {
  args: {
    projects: { items: sampleProjects, status: 'error', error: 'NETWORK_ERROR', hasMore: true },
  },
};

/** Nothing on the market yet. */
export const Empty: Story = {
  args: { projects: ready([], false) },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: storyT(globals)('projects.list.emptyTitle') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: storyT(globals)('projects.list.clearFilters') }),
    ).toBeNull();
  },
};

/** Nothing matches the filters: one press shows every project again. */
export const EmptyWithFilters: Story = {
  args: { projects: ready([], false), statusFilter: 'closed', typeFilter: 'cookstoves' },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('projects.list.clearFilters') }),
    );
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('all');
    await expect(args.onTypeFilterChange).toHaveBeenCalledWith(ALL_PROJECT_TYPES);
  },
};

/** Without types to filter by, the type filter is not shown. */
export const WithoutTypes: Story = {
  args: { types: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByRole('tablist')).toBeVisible();
  },
};

/** The status filter: every listed status after "All", pending review never among them. */
export const FiltersByStatus: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const tabs = within(canvas.getByRole('tablist', { name: t('projects.filters.status') }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      t('projects.filters.all'),
      ...(
        [
          'in_progress',
          'presale',
          'not_begun',
          'reservation_waiting',
          'full',
          'ended',
          'closed',
        ] as const
      ).map((status) => t(`display.status.project.${status}`)),
    ]);
    await userEvent.click(tabs.getByRole('tab', { name: t('display.status.project.presale') }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('presale');
  },
};

/** The type filter: "All types", then each type of the domain's list in the reader's language. */
export const FiltersByType: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const select = canvas.getByRole('combobox', { name: t('projects.filters.type') });
    await expect(select).toHaveValue(ALL_PROJECT_TYPES);
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      [ALL_PROJECT_TYPES, t('projects.filters.allTypes')],
      ...PROJECT_TYPES.map((type) => [type, t(`display.projectType.${type}`)]),
    ]);
    // Picked by its name in the reader's language; the screen hands on the key.
    await userEvent.selectOptions(select, t('display.projectType.renewable_energy'));
    await expect(args.onTypeFilterChange).toHaveBeenCalledWith('renewable_energy');
  },
};

/** A type picked: the filter shows it, the list holds that type's projects. */
export const FilteredByType: Story = {
  args: {
    typeFilter: 'cookstoves',
    projects: ready(
      sampleProjects.filter((project) => project.type === 'cookstoves'),
      false,
    ),
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('combobox', { name: t('projects.filters.type') })).toHaveValue(
      'cookstoves',
    );
    const list = canvas.getByRole('list', { name: t('projects.list.label') });
    const cards = within(list).getAllByRole('link');
    await expect(cards).toHaveLength(1);
    await expect(cards[0]).toHaveTextContent(t('display.projectType.cookstoves'));
  },
};

/** The end of the list within reach asks for the next page. */
export const AsksForTheNextPage: Story = {
  args: { projects: ready(sampleProjects.slice(0, 1)) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalled());
  },
};
