import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HomeScreen } from './HomeScreen';
import type { HomeScreenProps } from './HomeScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks, storyLinks } from '../../../fixtures/links';
import { localiseProjects, sampleProjects } from '../../../fixtures/projects';
import { localiseNews, sampleNews } from '../../../fixtures/news';
import { emptyBalances, sampleBalances } from '../../../fixtures/balances';
import { sampleAvatarUrl } from '../../../fixtures/members';
import { ArrivingData, expectLayoutHoldsOnArrival } from '../../../testing/arrivingData';
import { expectCoversNothing } from '../../../testing/coversNothing';
import { ConnectionStatus } from '../../../components/ConnectionStatus/ConnectionStatus';
import { NavBarStatusProvider } from '../../../components/NavBar/NavBarStatus';

/** The sample projects and news in the story's language. */
function localised(args: HomeScreenProps, globals: Record<string, unknown>): HomeScreenProps {
  const locale = toLocale(globals['locale']);
  const { projects, news } = args;
  return {
    ...args,
    projects:
      projects.status === 'ready'
        ? { status: 'ready', data: localiseProjects(projects.data, locale) }
        : projects,
    news:
      news.status === 'ready' ? { status: 'ready', data: localiseNews(news.data, locale) } : news,
  };
}

const meta = {
  title: 'Screens/Home/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    visitorType: 'personal',
    greeting: { name: 'Mei Lin Tan' },
    balances: { status: 'ready', data: sampleBalances },
    projects: { status: 'ready', data: sampleProjects },
    news: { status: 'ready', data: sampleNews },
    onRetry: fn(),
    links: screenLinks,
  },
  render: (args, { globals }) => <HomeScreen {...localised(args, globals)} />,
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the live connection's state, as the app shows it on its tab pages: it covers nothing of
 * the page, at its top or at its end.
 */
export const WithConnectionStatus: Story = {
  render: (args, { globals }) => (
    <NavBarStatusProvider status={<ConnectionStatus state="open" />}>
      <HomeScreen {...localised(args, globals)} />
    </NavBarStatusProvider>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const live = canvas.getByText(storyT(globals)('feedback.connectionStatus.open'));
    const indicator = live.closest<HTMLElement>('[role="status"]');
    if (!indicator) throw new Error('no connection status');
    await expectCoversNothing(canvasElement, indicator);
  },
};

/**
 * A member: a hello with their initials (no picture yet), balances, featured projects, the
 * footprint invitation and the news.
 */
export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t('home.title') })).toBeVisible();
    const greeting = canvas.getByRole('link', {
      name: t('home.greeting', { name: 'Mei Lin Tan' }),
    });
    await expect(greeting).toHaveAttribute('href', storyLinks.profileEdit);
    await expect(within(greeting).queryByRole('img')).toBeNull();
    await expect(greeting).toHaveTextContent('MT');
    const balances = canvas.getByRole('region', { name: t('home.balances.title') });
    await expect(balances).toHaveTextContent('S$12,480.50');
    // Tons read 't' in English and '吨' in Chinese.
    await expect(balances).toHaveTextContent(
      toLocale(globals['locale']) === 'cn' ? '320.5 吨' : '320.5 t',
    );
    await expect(
      within(balances).getByRole('link', { name: t('home.balances.wallet') }),
    ).toHaveAttribute('href', storyLinks.wallet);
    const projects = canvas.getByRole('region', { name: t('home.projects.title') });
    await expect(within(projects).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(projects).getByRole('link', { name: t('home.projects.seeAll') }),
    ).toHaveAttribute('href', storyLinks.projects);
    await expect(within(projects).getAllByRole('progressbar')[0]).toHaveAttribute(
      'aria-valuenow',
      '74.7',
    );
    await expect(
      within(projects).getByText(t('display.status.project.presale')),
    ).toBeInTheDocument();
    const news = canvas.getByRole('region', { name: t('home.news.title') });
    await expect(within(news).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: t('home.footprint.action') })).toHaveAttribute(
      'href',
      storyLinks.footprint,
    );
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A member with a picture: the hello shows it. */
export const MemberWithPhoto: Story = {
  args: { greeting: { name: 'Mei Lin Tan', avatarUrl: sampleAvatarUrl } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const greeting = canvas.getByRole('link', {
      name: t('home.greeting', { name: 'Mei Lin Tan' }),
    });
    await expect(greeting.querySelector('img')).toHaveAttribute('src', sampleAvatarUrl);
  },
};

/** An app without a profile page: the hello is plain text, not a link. */
export const GreetingWithoutProfilePage: Story = {
  args: { links: { ...screenLinks, profileEdit: undefined } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('home.greeting', { name: 'Mei Lin Tan' }))).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: t('home.greeting', { name: 'Mei Lin Tan' }) }),
    ).toBeNull();
  },
};

/** A project card leads to its page, a news row to its article. */
export const Links: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const projects = canvas.getByRole('region', { name: t('home.projects.title') });
    const cards = within(within(projects).getByRole('list')).getAllByRole('link');
    await expect(cards[0]).toHaveAttribute('href', `${storyLinks.project}?id=101`);
    const news = canvas.getByRole('region', { name: t('home.news.title') });
    await expect(within(within(news).getByRole('list')).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `${storyLinks.newsDetail}?id=7`,
    );
  },
};

/** An app without a wallet page: the balances show without a "Wallet" link. */
export const WithoutWalletPage: Story = {
  args: { links: { ...screenLinks, wallet: undefined } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const balances = canvas.getByRole('region', { name: t('home.balances.title') });
    await expect(balances).toHaveTextContent('S$12,480.50');
    await expect(within(balances).queryAllByRole('link')).toHaveLength(0);
    await expect(within(balances).queryByText(t('home.balances.wallet'))).toBeNull();
    await expect(canvas.getByRole('link', { name: t('home.projects.seeAll') })).toHaveAttribute(
      'href',
      storyLinks.projects,
    );
  },
};

/** A new member with nothing in the wallet yet. */
export const EmptyWallet: Story = {
  args: { balances: { status: 'ready', data: emptyBalances } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('region', { name: storyT(globals)('home.balances.title') }),
    ).toHaveTextContent('S$0.00');
  },
};

/** A guest sees no balances, but an invitation to register or log in. */
export const Guest: Story = {
  args: { visitorType: 'guest', balances: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.queryByRole('region', { name: t('home.balances.title') })).toBeNull();
    await expect(canvas.queryByText(t('home.greeting', { name: 'Mei Lin Tan' }))).toBeNull();
    await expect(canvas.getByRole('region', { name: t('home.guest.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('home.guest.register') })).toHaveAttribute(
      'href',
      storyLinks.register,
    );
    await expect(canvas.getByRole('link', { name: t('home.guest.login') })).toHaveAttribute(
      'href',
      storyLinks.login,
    );
  },
};

/** Everything still loading: one placeholder per section. */
export const Loading: Story = {
  args: {
    balances: { status: 'loading' },
    projects: { status: 'loading' },
    news: { status: 'loading' },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getAllByRole('status', { name: t('feedback.skeleton.label') }).length,
    ).toBeGreaterThanOrEqual(3);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The page's sections by the name of their heading: what must not move as data arrives. */
const sectionsOf = (root: HTMLElement): Record<string, Element> =>
  Object.fromEntries(
    [...root.querySelectorAll('section')].map((section, index) => [
      section.getAttribute('aria-labelledby') ?? `section ${index + 1}`,
      section,
    ]),
  );

const stillLoading = {
  balances: { status: 'loading' },
  projects: { status: 'loading' },
  news: { status: 'loading' },
} as const;

/**
 * Each section's placeholder has the size of what it shows once loaded: when the balances,
 * projects and news arrive, no section below them moves.
 */
const arrivesInPlace = (args: Story['args']): Story => ({
  args,
  render: (storyArgs, { globals }) => (
    <ArrivingData
      loading={<HomeScreen {...localised({ ...storyArgs, ...stillLoading }, globals)} />}
      ready={<HomeScreen {...localised(storyArgs, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => sectionsOf(canvasElement),
      ready: () => canvas.findAllByRole('progressbar'),
    });
  },
});

export const DataArrivesInPlace = arrivesInPlace({});
/**
 * The same with projects numbered from 1, as a server numbers them: the loaded cards never take
 * over a placeholder's list item (which would move it).
 */
export const DataArrivesInPlaceNumberedFromOne = arrivesInPlace({
  projects: {
    status: 'ready',
    data: sampleProjects.map((project, index) => ({ ...project, id: [3, 2, 1][index] ?? 4 })),
  },
});
export const DataArrivesInPlaceForGuest = arrivesInPlace({
  visitorType: 'guest',
  balances: undefined,
});

/** One section that failed to load says so and retries on its own. */
const failed = (section: 'balances' | 'projects' | 'news'): Story => ({
  args: { [section]: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const region = canvas.getByRole('region', { name: t(`home.${section}.title`) });
    await expect(within(region).getByRole('alert')).toHaveTextContent(
      t(`home.${section}.loadError`),
    );
    await expect(within(region).getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('NETWORK_ERROR'),
    );
    await userEvent.click(within(region).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith(section);
  },
});

export const BalancesFailed = failed('balances');
export const ProjectsFailed = failed('projects');
export const NewsFailed = failed('news');

/** No featured projects right now. */
export const NoProjects: Story = {
  args: { projects: { status: 'ready', data: [] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 3, name: t('home.projects.emptyTitle') }),
    ).toBeVisible();
  },
};

/** No news yet. */
export const NoNews: Story = {
  args: { news: { status: 'ready', data: [] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 3, name: t('home.news.emptyTitle') }),
    ).toBeInTheDocument();
  },
};

/** More news than fits: the teaser shows the newest three. */
export const MoreNews: Story = {
  args: {
    news: {
      status: 'ready',
      data: [
        ...sampleNews,
        {
          id: 4,
          title: 'Carbon Market opens to corporate members',
          summary: 'Companies can now register with their UEN.',
          body: '<p>Companies can now register with their UEN.</p>',
          imageUrl: null,
          publishedAt: new Date('2026-10-20T09:00:00+08:00'),
        },
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const news = canvas.getByRole('region', { name: storyT(globals)('home.news.title') });
    await expect(within(news).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The language switch in the bar, when the app passes the locale. */
export const WithLanguageSwitch: Story = {
  args: { locale: 'en', onLocaleChange: fn(), tabBadges: { profile: 3 } },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('screens.languageSwitch.label') }),
    );
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('button', { name: '中文' }),
    );
    await expect(args.onLocaleChange).toHaveBeenCalledWith('cn');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/**
 * A member with two unread notifications: the bell beside the language switch shows 2 and says
 * it; the Profile tab carries the same count. The bell opens the notifications.
 */
export const WithUnreadNotifications: Story = {
  args: {
    locale: 'en',
    onLocaleChange: fn(),
    notifications: { unread: 2 },
    tabBadges: { profile: 2 },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('link', { name: t('layout.notificationBell.unread', { count: 2 }) }),
    ).toHaveAttribute('href', storyLinks.notifications);
    await expect(
      canvas.getByRole('link', {
        name: `${t('layout.tabBar.profile')} ${t('layout.tabBar.badge', { count: 2 })}`,
      }),
    ).toBeVisible();
  },
};

/** Every notification read: the bell stays, with no badge, and the Profile tab has none. */
export const NotificationsAllRead: Story = {
  args: { locale: 'en', onLocaleChange: fn(), notifications: { unread: 0 } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const bell = canvas.getByRole('link', { name: t('layout.notificationBell.label') });
    await expect(bell).toHaveAttribute('href', storyLinks.notifications);
    await expect(bell.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.profile') })).toBeVisible();
  },
};
