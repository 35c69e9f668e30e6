import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Balances, NewsItem, Project, VisitorType } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { TabBar } from '../../../components/TabBar/TabBar';
import type { TabKey } from '../../../components/TabBar/TabBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NotificationBell } from '../../../components/NotificationBell/NotificationBell';
import type { Locale } from '../../../i18n/locale';
import type { Loadable } from '../../../components/loadable';
import { Section } from './parts/Section';
import { BalancesSummary } from '../../../components/BalancesSummary/BalancesSummary';
import { AccountInvite } from '../../../components/AccountInvite/AccountInvite';
import { FeaturedProjects } from './parts/FeaturedProjects';
import { FootprintCta } from './parts/FootprintCta';
import { Greeting } from './parts/Greeting';
import type { HomeGreeting } from './parts/Greeting';
import { NewsTeaser } from '../../../components/NewsTeaser/NewsTeaser';
import type { ScreenLinks } from '../../../links/screenLinks';

/** The bell beside the language switch. */
const NavActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
`;

/** The parts of the home page that load on their own, for `onRetry`. */
export type HomeSection = 'balances' | 'projects' | 'news';

/** The places HomeScreen links to. */
export type HomeScreenLinks = Pick<
  ScreenLinks,
  | 'projects'
  | 'project'
  | 'news'
  | 'newsItem'
  | 'wallet'
  | 'footprint'
  | 'register'
  | 'login'
  | 'profileEdit'
  | 'notifications'
>;

export interface HomeScreenProps {
  /** Who is looking: members see their balances, guests an invitation to register. */
  visitorType: VisitorType;
  /**
   * Whom the page greets above the balances: the member's name and avatar (ignored for guests;
   * left out, no greeting shows). Tapping it opens the member's profile (`links.profileEdit`).
   */
  greeting?: HomeGreeting;
  /** The member's balances (ignored for guests). @default loading */
  balances?: Loadable<Balances>;
  /** The featured projects; the first three are shown. */
  projects: Loadable<readonly Project[]>;
  /** The latest news; the first three are shown. */
  news: Loadable<readonly NewsItem[]>;
  /** Loads one section again after it failed. */
  onRetry: (section: HomeSection) => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: HomeScreenLinks;
  /** Destinations of the tab bar, when the app's routes differ from the product's defaults. */
  tabHrefs?: Partial<Record<TabKey, string>>;
  /** Count badges of the tab bar, e.g. unread messages on Profile. */
  tabBadges?: Partial<Record<TabKey, number>>;
  /**
   * The member's unread notifications: the nav bar shows a bell to the notifications with the
   * count on it. Left out (guests, signed-out visitors), no bell.
   */
  notifications?: { unread: number };
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  /** Called with the language picked in the switch. */
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * The home tab: a hello to the member with their avatar and their balances (or, for guests, an
 * invitation to register), featured projects, the carbon-footprint call to action and the latest
 * news. Each section loads, fails and retries on its own.
 */
export function HomeScreen({
  visitorType,
  greeting,
  balances = { status: 'loading' },
  projects,
  news,
  onRetry,
  links,
  tabHrefs,
  tabBadges,
  notifications,
  locale,
  onLocaleChange,
}: HomeScreenProps) {
  const { t } = useTranslation();
  const languageSwitch =
    locale !== undefined && onLocaleChange !== undefined ? (
      <LanguageSwitch value={locale} onChange={onLocaleChange} />
    ) : undefined;
  return (
    <Page
      navBar={
        <NavBar
          title={t('home.title')}
          right={
            notifications === undefined ? (
              languageSwitch
            ) : (
              <NavActions>
                <NotificationBell href={links.notifications} unread={notifications.unread} />
                {languageSwitch}
              </NavActions>
            )
          }
        />
      }
      tabBar={<TabBar active="home" hrefs={tabHrefs} badges={tabBadges} />}
    >
      {visitorType === 'guest' ? (
        <AccountInvite
          titleId="home-guest"
          title={t('home.guest.title')}
          description={t('home.guest.description')}
          registerLabel={t('home.guest.register')}
          loginLabel={t('home.guest.login')}
          registerHref={links.register}
          loginHref={links.login}
        />
      ) : (
        <>
          {greeting === undefined ? null : <Greeting {...greeting} href={links.profileEdit} />}
          <Section
            id="home-balances"
            title={t('home.balances.title')}
            moreHref={links.wallet}
            moreLabel={t('home.balances.wallet')}
          >
            <BalancesSummary balances={balances} onRetry={() => onRetry('balances')} />
          </Section>
        </>
      )}
      <Section
        id="home-projects"
        title={t('home.projects.title')}
        moreHref={links.projects}
        moreLabel={t('home.projects.seeAllShort')}
        moreName={t('home.projects.seeAll')}
      >
        <FeaturedProjects
          projects={projects}
          projectHref={(project) => links.project(project.id)}
          onRetry={() => onRetry('projects')}
        />
      </Section>
      <FootprintCta href={links.footprint} />
      <Section
        id="home-news"
        title={t('home.news.title')}
        moreHref={links.news}
        moreLabel={t('home.news.seeAllShort')}
        moreName={t('home.news.seeAll')}
      >
        <NewsTeaser
          news={news}
          newsItemHref={(item) => links.newsItem(item.id)}
          onRetry={() => onRetry('news')}
        />
      </Section>
    </Page>
  );
}
