import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorMessage } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyOk,
  replyOkBy,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { memberSession } from '../../../testing/fixtures/session';
import { noProjectsPage, projectsPage } from '../../../testing/fixtures/projects';
import { startStory, storyT } from '../../../testing/storySetup';
import { currentPath } from '../../../testing/storyQueries';
import { paths } from '../../../shared/routing/paths';
import { href } from '../../../shared/routing/href';

/** The list as the server filters it by `?status=`. */
const filteredList = replyOkBy(endpoints.projects.list, (query) => {
  const status = query.get('status');
  const items = projectsPage.items.filter((item) => status === null || item.status === status);
  return { ...projectsPage, items, total: items.length };
});

const meta = {
  title: 'Reference/Projects/Projects',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: [runtimeConfigHandler, filteredList] } },
  args: { path: paths.projects },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
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
    await expect(currentPath(canvas)).toHaveTextContent(paths.projects);
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

/** Nothing listed: the empty state. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyOk(endpoints.projects.list, noProjectsPage)] },
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
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.projects.list)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const failure = await canvas.findByText(t('projects.list.loadError'), {}, { timeout: 15_000 });
    await expect(failure).toBeVisible();
    await expect(
      canvas.getAllByText(errorMessage('NETWORK_ERROR', toLocale(globals['locale']))).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};
