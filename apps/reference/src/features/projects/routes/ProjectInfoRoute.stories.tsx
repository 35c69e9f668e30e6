import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyOk,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { memberSession } from '../../../testing/fixtures/session';
import { projectDetail } from '../../../testing/fixtures/projects';
import { projectNotFoundStory } from '../../../testing/projectsStory';
import { startStory, storyT } from '../../../testing/storySetup';
import { currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';
import { pathOf } from '../../../shared/routing/routeRegistry';

const PROJECT = projectDetail();

const meta = {
  title: 'Reference/Projects/Project information',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [runtimeConfigHandler, replyOk(endpoints.projects.detail, PROJECT)] },
  },
  args: { path: href('projectInfo', { id: PROJECT.id }) },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The project's name once its page is in. */
const projectHeading = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 2, name: PROJECT.name });

/**
 * The project's information from the detail reply: the countdown to the window's end, the carbon
 * facts, the registry's page in a new tab and the goals.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(await projectHeading(canvas)).toBeVisible();
    await expect(
      canvas.getByRole('timer', { name: t('projects.info.window.closesIn') }),
    ).toBeVisible();
    await expect(canvas.getByText(PROJECT.carbon.verificationAgency)).toBeVisible();
    const registry = canvas.getByRole('link', {
      name: new RegExp(t('projects.info.registries.verra')),
    });
    await expect(registry).toHaveAttribute('href', PROJECT.registration?.url);
    await expect(registry).toHaveAttribute('target', '_blank');
    const goals = within(canvas.getByRole('list', { name: t('projects.info.goals.title') }));
    await expect(goals.getAllByRole('img')).toHaveLength(PROJECT.sdgs.length);
  },
};

/** Back on the page opened from a link goes to the project's overview, its parent. */
export const BackFromALinkGoesToTheParent: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await projectHeading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(pathOf('project')));
    await expect(
      await canvas.findByRole('link', { name: new RegExp(t('projects.project.about.info')) }),
    ).toBeVisible();
  },
};

/** No such project: the way to the list. */
export const NotFound: Story = projectNotFoundStory;

/** The network fails: the reason and a retry that loads the page once the server answers. */
export const NetworkErrorThenRetry: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.projects.detail)] },
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    await expect(
      await canvas.findByText(t('projects.info.loadError'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    const retry = canvas.getByRole('button', { name: t('common.retry') });
    serverNowAnswers(context, replyOk(endpoints.projects.detail, PROJECT));
    await userEvent.click(retry);
    await expect(await projectHeading(canvas)).toBeVisible();
  },
};
