import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  noUnreadNotifications,
  replyNetworkError,
  replyNever,
  replyOk,
  replySessionEnded,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { guestSession, memberSession } from '../../../testing/fixtures/session';
import { memberMayBuy, projectDetail, projectsPage } from '../../../testing/fixtures/projects';
import { expectProjectsListed, projectNotFoundStory } from '../../../testing/projectsStory';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';
import { pathOf } from '../../../shared/routing/routeRegistry';

const PROJECT = projectDetail();

const meta = {
  title: 'Reference/Projects/Project',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [runtimeConfigHandler, replyOk(endpoints.projects.detail, PROJECT)] },
  },
  args: { path: href('project', { id: PROJECT.id }) },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The project's name once its page is in. */
const projectHeading = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 2, name: PROJECT.name });

/** A member the server lets buy: Buy leads to the purchase page of this project. */
export const MemberMayBuy: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(await projectHeading(canvas)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.offer.buy') }),
    ).toHaveAttribute('href', href('projectDetail', { id: PROJECT.id }));
    await expect(
      canvas.getByRole('link', { name: new RegExp(t('projects.project.about.info')) }),
    ).toHaveAttribute('href', href('projectInfo', { id: PROJECT.id }));
  },
};

/** A visitor without a session may look: log in or register to buy. */
export const SignedOutIsAskedToLogIn: Story = {
  beforeEach: ({ globals }) => startStory(globals),
  parameters: {
    msw: {
      handlers: [runtimeConfigHandler, replyOk(endpoints.projects.detail, projectDetail(null))],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await projectHeading(canvas);
    await userEvent.click(canvas.getByRole('link', { name: t('projects.project.offer.logIn') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
  },
};

/** A guest is offered registration instead of Buy. */
export const GuestIsOfferedRegistration: Story = {
  beforeEach: ({ globals }) => startStory(globals, guestSession),
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(
          endpoints.projects.detail,
          projectDetail({
            ...memberMayBuy,
            reason: 'GUEST_RESTRICTED',
            ordersThisMonth: 0,
            ordersTotal: 0,
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await projectHeading(canvas);
    await expect(canvas.getByText(t('projects.project.offer.guestHint'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.offer.register') }),
    ).toHaveAttribute('href', href('register'));
    await expect(canvas.queryByRole('link', { name: t('projects.project.offer.buy') })).toBeNull();
  },
};

/** A member below the project's level: why not, and the way to the membership plans instead of Buy. */
export const LevelTooLowIsShownTheUpgrade: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.projects.detail, {
          ...projectDetail({ ...memberMayBuy, reason: 'MEMBERSHIP_LEVEL_TOO_LOW' }),
          minLevel: 'P2',
        }),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await projectHeading(canvas);
    await expect(
      canvas.getByText(t('projects.project.offer.upgradeHint', { level: 'P2' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.offer.upgrade') }),
    ).toHaveAttribute('href', href('apply'));
    await expect(canvas.queryByText(t('projects.project.offer.upgradeContact'))).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('projects.project.offer.buy') })).toBeNull();
  },
};

type Globals = Record<string, unknown>;

/** The card headings of the page's placeholder, while the project loads. */
async function placeholderCards(canvas: Canvas, canvasElement: HTMLElement, globals: Globals) {
  await expect(
    await canvas.findByRole('status', { name: storyT(globals)('projects.project.loading') }),
  ).toBeVisible();
  return canvasElement.querySelectorAll('main h3');
}

/** While the project loads, a member's page keeps the place of their orders card. */
export const MemberWaitsWithTheirOrdersPlace: Story = {
  parameters: {
    // A reply never comes: the screen is pictured waiting for it.
    apiReplyHeld: true,
    msw: { handlers: [runtimeConfigHandler, replyNever(endpoints.projects.detail)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    // The facts, the member's orders and the introduction.
    await expect(await placeholderCards(canvas, canvasElement, globals)).toHaveLength(3);
  },
};

/** A visitor without a session has no orders card, loading or loaded. */
export const SignedOutWaitsWithoutOrdersPlace: Story = {
  beforeEach: ({ globals }) => startStory(globals),
  parameters: {
    // A reply never comes: the screen is pictured waiting for it.
    apiReplyHeld: true,
    msw: { handlers: [runtimeConfigHandler, replyNever(endpoints.projects.detail)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(await placeholderCards(canvas, canvasElement, globals)).toHaveLength(2);
  },
};

/** A risk-flagged member: the server's refusal, from the catalogue. */
export const RiskFlaggedIsRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(
          endpoints.projects.detail,
          projectDetail({ ...memberMayBuy, reason: 'RISK_ACCOUNT_RESTRICTED' }),
        ),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    await projectHeading(canvas);
    const options = canvas.getByRole('region', {
      name: storyT(globals)('projects.project.offer.label'),
    });
    await expect(options).toHaveTextContent(storyErrorText(globals)('RISK_ACCOUNT_RESTRICTED'));
    await expect(within(options).queryByRole('link')).toBeNull();
  },
};

/** No such project: the way to the list. */
export const NotFound: Story = projectNotFoundStory;

/** An address whose id is not a number is not a project page at all. */
export const MalformedIdIsNotFound: Story = {
  // An address `href` refuses to build, on purpose: what a mistyped or tampered link opens.
  // eslint-disable-next-line no-restricted-syntax
  args: { path: `${pathOf('project')}?id=abc` },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: storyT(globals)('screens.notFound.title'),
      }),
    ).toBeVisible();
  },
};

/** The network fails: the reason and a retry that loads the page once the server answers. */
export const NetworkErrorThenRetry: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.projects.detail)] },
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    const retry = await canvas.findByRole(
      'button',
      { name: t('common.retry') },
      { timeout: 10_000 },
    );
    serverNowAnswers(context, replyOk(endpoints.projects.detail, PROJECT));
    await userEvent.click(retry);
    await expect(await projectHeading(canvas)).toBeVisible();
  },
};

/** The session has ended: login opens with the reason. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replySessionEnded(endpoints.projects.detail)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = storyErrorText(globals)('SESSION_EXPIRED');
    await expect(await within(document.body).findByText(containing(message))).toBeVisible();
    await afterToast(canvasElement, containing(message));
  },
};

/** Back on a project opened from a link goes to the project list, its parent, not out of the app. */
export const BackFromALinkGoesToTheParent: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.projects.detail, PROJECT),
        replyOk(endpoints.projects.list, projectsPage),
        noUnreadNotifications,
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    await projectHeading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(pathOf('projects')));
    await expectProjectsListed(canvas, globals);
  },
};
