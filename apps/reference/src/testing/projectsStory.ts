import { expect, waitFor, within } from 'storybook/test';
import { projectsPage } from './fixtures/projects';
import { storyT } from './storySetup';

/**
 * Waits until the projects tab lists every project of the standard page, so that a story which
 * ends there is pictured on the settled list, not on its placeholders.
 */
export async function expectProjectsListed(
  canvas: ReturnType<typeof within>,
  globals: Record<string, unknown>,
) {
  const list = await canvas.findByRole('list', { name: storyT(globals)('projects.list.label') });
  await waitFor(() =>
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(
      projectsPage.items.length,
    ),
  );
}
