import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOAST_DURATION_MS, formatMoney, money } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  noUnreadNotifications,
  replyNetworkError,
  replyNever,
  replyOk,
  replyOkIn,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { guestSession, memberSession } from '../../../testing/fixtures/session';
import { newsPages, noNewsPage } from '../../../testing/fixtures/news';
import { noProjectsPage, projectsPage } from '../../../testing/fixtures/projects';
import { balances } from '../../../testing/fixtures/wallet';
import { expectHomeShown, homeHandlers } from '../../../testing/homeStory';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { containing, currentPath, portalled } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const projects = replyOk(endpoints.projects.list, projectsPage);
const news = replyOkIn(endpoints.news.list, newsPages);
const memberBalances = replyOk(endpoints.wallet.balances, balances);
const available = formatMoney(money(balances.available), 'en');

const meta = {
  title: 'Reference/Home/Home',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [runtimeConfigHandler, ...homeHandlers('member')] },
  },
  args: { path: href('home') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

const region = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });

/** The news in the story's language. */
const newsIn = (globals: Globals) => newsPages[toLocale(globals['locale'])].items;

/** The balances section once it shows the member's available money. */
async function balancesShown(canvas: Canvas, t: ReturnType<typeof storyT>) {
  const wallet = await region(canvas, t('home.balances.title'));
  await waitFor(() => expect(wallet).toHaveTextContent(available));
  return wallet;
}

/** Waits for a section to fail (asked twice: one retry on a network error) and the toast to hide. */
async function sectionFails(
  section: HTMLElement,
  canvasElement: HTMLElement,
  globals: Globals,
  title: string,
) {
  await expect(await within(section).findByText(title, {}, { timeout: 5000 })).toBeVisible();
  const offline = containing(storyErrorText(globals)('NETWORK_ERROR'));
  await expect(within(section).getByText(offline)).toBeVisible();
  await waitFor(() => expect(portalled(canvasElement, offline)).toHaveLength(0), {
    timeout: TOAST_DURATION_MS + 1000,
  });
}

/**
 * A member: balances with the way to the wallet's fund records, the open projects first, and the
 * latest news in the member's language.
 */
export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expectHomeShown(canvas, globals, 'member');
    const wallet = await balancesShown(canvas, t);
    await expect(
      within(wallet).getByRole('link', { name: t('home.balances.wallet') }),
    ).toHaveAttribute('href', href('fundRecords'));
    // In progress (buy now), then presale (book now), then the ended one.
    const cards = within(await region(canvas, t('home.projects.title'))).getAllByRole('listitem');
    await expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Borneo Peatland Protection'),
      expect.stringContaining('Mekong Clean Cookstoves'),
      expect.stringContaining('Mangrove Coast Restoration'),
    ]);
    await expect(
      canvas.getByRole('link', { name: containing('Borneo Peatland Protection') }),
    ).toHaveAttribute('href', href('project', { id: 1 }));
    for (const item of newsIn(globals))
      await expect(canvas.getByRole('link', { name: containing(item.title) })).toHaveAttribute(
        'href',
        href('newsDetail', { id: item.id }),
      );
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A guest: no balances (none are asked for), an invitation to register or log in instead. */
export const Guest: Story = {
  beforeEach: ({ globals }) => startStory(globals, guestSession),
  parameters: { msw: { handlers: [runtimeConfigHandler, ...homeHandlers('guest')] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expectHomeShown(canvas, globals, 'guest');
    const invite = await region(canvas, t('home.guest.title'));
    await expect(
      within(invite).getByRole('link', { name: t('home.guest.register') }),
    ).toHaveAttribute('href', href('register'));
    await expect(within(invite).getByRole('link', { name: t('home.guest.login') })).toHaveAttribute(
      'href',
      href('login'),
    );
    await expect(canvas.queryByRole('region', { name: t('home.balances.title') })).toBeNull();
  },
};

/** Nothing listed or published yet: each section says so. */
export const NothingPublishedYet: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        noUnreadNotifications,
        replyOk(endpoints.projects.list, noProjectsPage),
        replyOk(endpoints.news.list, noNewsPage),
        memberBalances,
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const featured = await region(canvas, t('home.projects.title'));
    await expect(
      await within(featured).findByRole('heading', { name: t('home.projects.emptyTitle') }),
    ).toBeVisible();
    await expect(
      within(featured).getByRole('link', { name: t('home.projects.seeAll') }),
    ).toHaveAttribute('href', href('projects'));
    const latest = await region(canvas, t('home.news.title'));
    await expect(
      await within(latest).findByRole('heading', { name: t('home.news.emptyTitle') }),
    ).toBeVisible();
    await balancesShown(canvas, t);
  },
};

/** Everything on its way: each section shows skeletons. */
export const Loading: Story = {
  parameters: {
    // A reply never comes: the screen is pictured waiting for it.
    apiReplyHeld: true,
    msw: {
      handlers: [
        runtimeConfigHandler,
        noUnreadNotifications,
        replyNever(endpoints.projects.list),
        replyNever(endpoints.news.list),
        replyNever(endpoints.wallet.balances),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    for (const title of ['home.balances.title', 'home.projects.title', 'home.news.title'] as const)
      await expect(
        within(await region(canvas, t(title))).getAllByRole('status', {
          name: t('feedback.skeleton.label'),
        })[0],
      ).toBeVisible();
    await expect(currentPath(canvas)).toHaveTextContent(href('home'));
  },
};

const projectsOffline = [
  runtimeConfigHandler,
  noUnreadNotifications,
  replyNetworkError(endpoints.projects.list),
  news,
  memberBalances,
];

/** The projects cannot be loaded (offline): their section says so, with "Try again". */
export const ProjectsLoadFailed: Story = {
  parameters: { msw: { handlers: projectsOffline } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const featured = await region(canvas, t('home.projects.title'));
    await sectionFails(featured, canvasElement, globals, t('home.projects.loadError'));
    await expect(within(featured).getByRole('button', { name: t('common.retry') })).toBeEnabled();
    // The other sections load on their own.
    await balancesShown(canvas, t);
    const latest = await region(canvas, t('home.news.title'));
    for (const item of newsIn(globals))
      await expect(
        await within(latest).findByRole('link', { name: containing(item.title) }),
      ).toBeVisible();
  },
};

/** Back online, "Try again" loads the projects. */
export const ProjectsRetry: Story = {
  parameters: { msw: { handlers: projectsOffline } },
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyT(globals);
    const featured = await region(canvas, t('home.projects.title'));
    await sectionFails(featured, canvasElement, globals, t('home.projects.loadError'));
    serverNowAnswers(context, projects);
    await userEvent.click(within(featured).getByRole('button', { name: t('common.retry') }));
    await expectHomeShown(canvas, globals, 'member');
    await expect(within(featured).queryByText(t('home.projects.loadError'))).toBeNull();
  },
};

/** The balances and the news fail while the projects load: each section fails on its own. */
export const SectionsFailOnTheirOwn: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        noUnreadNotifications,
        projects,
        replyNetworkError(endpoints.news.list),
        replyNetworkError(endpoints.wallet.balances),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const wallet = await region(canvas, t('home.balances.title'));
    await sectionFails(wallet, canvasElement, globals, t('home.balances.loadError'));
    const latest = await region(canvas, t('home.news.title'));
    await sectionFails(latest, canvasElement, globals, t('home.news.loadError'));
    await expect(within(latest).getByRole('button', { name: t('common.retry') })).toBeEnabled();
    const featured = await region(canvas, t('home.projects.title'));
    await expect(within(featured).getAllByRole('listitem')).toHaveLength(3);
  },
};
