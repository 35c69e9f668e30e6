import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PROJECT_TYPES } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { ALL_PROJECT_TYPES } from '@carbonmarket/ui/screens/projects/ProjectsScreen';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  noUnreadNotifications,
  replyNetworkError,
  replyOk,
  replyOkBy,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { memberSession } from '../../../testing/fixtures/session';
import { noProjectsPage, projectsPage } from '../../../testing/fixtures/projects';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

/** The queries the list was asked with, in order (emptied before each story). */
const askedFor: URLSearchParams[] = [];

/** The list as the server filters it by `?status=` and `?type=`. */
const filteredList = replyOkBy(endpoints.projects.list, (query) => {
  askedFor.push(query);
  const status = query.get('status');
  const type = query.get('type');
  const items = projectsPage.items.filter(
    (item) => (status === null || item.status === status) && (type === null || item.type === type),
  );
  return { ...projectsPage, items, total: items.length };
});

const meta = {
  title: 'Reference/Projects/Projects',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [runtimeConfigHandler, noUnreadNotifications, filteredList] },
  },
  args: { path: href('projects') },
  beforeEach: ({ globals }) => {
    askedFor.length = 0;
    return startStory(globals, memberSession());
  },
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The cards once the list is in, by their headings. */
async function cardNames(canvas: Canvas, globals: Record<string, unknown>) {
  const list = await canvas.findByRole('list', { name: storyT(globals)('projects.list.label') });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/** The tab lists every project the server lists, newest first, each card leading to its page. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('projects.title') }),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await cardNames(canvas, globals)).toEqual(projectsPage.items.map((item) => item.name)),
    );
    await expect(
      canvas.getByRole('link', { name: new RegExp(projectsPage.items[1]?.name ?? '') }),
    ).toHaveAttribute('href', href('project', { id: projectsPage.items[1]?.id ?? 0 }));
  },
};

/** Picking a status asks the server for that status and keeps it in the address. */
export const FiltersByStatus: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await waitFor(async () => expect(await cardNames(canvas, globals)).toHaveLength(3));
    await userEvent.click(canvas.getByRole('tab', { name: t('display.status.project.presale') }));
    await waitFor(async () =>
      expect(await cardNames(canvas, globals)).toEqual(['Mekong Clean Cookstoves']),
    );
    await expect(
      canvas.getByRole('tab', { name: t('display.status.project.presale') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(currentPath(canvas)).toHaveTextContent(href('projects'));
  },
};

/** A link with `?status=` opens the tab filtered. */
export const OpensFiltered: Story = {
  args: { path: href('projects', { status: 'ended' }) },
  play: async ({ canvas, globals }) => {
    await waitFor(async () =>
      expect(await cardNames(canvas, globals)).toEqual(['Mangrove Coast Restoration']),
    );
  },
};

/**
 * Picking a type asks the server for that type (in the reader's language) and shows what it
 * lists; a status picked next keeps the type; clearing the filters shows every project again.
 */
export const FiltersByType: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await waitFor(async () => expect(await cardNames(canvas, globals)).toHaveLength(3));
    const select = canvas.getByRole('combobox', { name: t('projects.filters.type') });
    // Every type of the domain's list, named in the reader's language.
    await expect(within(select).getAllByRole('option')).toHaveLength(PROJECT_TYPES.length + 1);
    await userEvent.selectOptions(select, t('display.projectType.cookstoves'));
    await waitFor(async () =>
      expect(await cardNames(canvas, globals)).toEqual(['Mekong Clean Cookstoves']),
    );
    await expect(select).toHaveValue('cookstoves');
    await expect(
      askedFor.some((query) => query.get('type') === 'cookstoves' && query.get('lang') === locale),
    ).toBe(true);

    await userEvent.click(canvas.getByRole('tab', { name: t('display.status.project.ended') }));
    await waitFor(() =>
      expect(
        askedFor.some(
          (query) => query.get('type') === 'cookstoves' && query.get('status') === 'ended',
        ),
      ).toBe(true),
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: t('projects.list.clearFilters') }),
    );
    await waitFor(async () => expect(await cardNames(canvas, globals)).toHaveLength(3));
    await expect(canvas.getByRole('combobox', { name: t('projects.filters.type') })).toHaveValue(
      ALL_PROJECT_TYPES,
    );
    await expect(canvas.getByRole('tab', { name: t('projects.filters.all') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A link with `?type=` opens the tab filtered by that type, shown in the filter. */
export const OpensFilteredByType: Story = {
  args: { path: href('projects', { type: 'blue_carbon' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await waitFor(async () =>
      expect(await cardNames(canvas, globals)).toEqual(['Mangrove Coast Restoration']),
    );
    await expect(canvas.getByRole('combobox', { name: t('projects.filters.type') })).toHaveValue(
      'blue_carbon',
    );
    const list = canvas.getByRole('list', { name: t('projects.list.label') });
    await expect(within(list).getByRole('link')).toHaveTextContent(
      t('display.projectType.blue_carbon'),
    );
  },
};

/** Nothing listed: the empty state. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        noUnreadNotifications,
        replyOk(endpoints.projects.list, noProjectsPage),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { name: storyT(globals)('projects.list.emptyTitle') }),
    ).toBeVisible();
  },
};

/** The list cannot be reached: the reason from the catalogue and a retry. */
export const NetworkError: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        noUnreadNotifications,
        replyNetworkError(endpoints.projects.list),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const failure = await canvas.findByText(t('projects.list.loadError'), {}, { timeout: 15_000 });
    await expect(failure).toBeVisible();
    await expect(
      canvas.getAllByText(storyErrorText(globals)('NETWORK_ERROR')).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};
