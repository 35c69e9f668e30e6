import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { href } from '../shared/routing/href';
import type { ConnectedApp } from './ConnectedApp';
import { noUnreadNotifications, replyOk, replyRefused, runtimeConfigHandler } from './apiHandlers';
import { projectsPage } from './fixtures/projects';
import { storyT } from './storySetup';
import { currentPath } from './storyQueries';

type Canvas = ReturnType<typeof within>;

/**
 * Waits until the projects tab lists every project of the standard page, so that a story which
 * ends there is pictured on the settled list, not on its placeholders.
 */
export async function expectProjectsListed(canvas: Canvas, globals: Record<string, unknown>) {
  const list = await canvas.findByRole('list', { name: storyT(globals)('projects.list.label') });
  await waitFor(() =>
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(
      projectsPage.items.length,
    ),
  );
}

/**
 * A project page (its overview or its information) for a project the server does not know: the
 * page says so, and its link leads to the projects tab with the list in.
 */
export const projectNotFoundStory: StoryObj<typeof ConnectedApp> = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyRefused(endpoints.projects.detail, 'NOT_FOUND'),
        replyOk(endpoints.projects.list, projectsPage),
        noUnreadNotifications,
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('projects.project.notFoundTitle') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('projects.project.toProjects') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('projects')));
    await expectProjectsListed(canvas, globals);
  },
};
