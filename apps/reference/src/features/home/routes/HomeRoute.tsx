import { HomeScreen } from '@carbonmarket/ui/screens/home/HomeScreen';
import type { HomeSection } from '@carbonmarket/ui/screens/home/HomeScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useSession } from '../../../lib/session/sessionContext';
import { useFeaturedProjects, useLatestNews } from '../api/useHomeData';
import { useBalances } from '../../../shared/wallet/balances';
import { featuredProjects } from '../api/featuredProjects';
import { loadableOf } from '../../../shared/data/loadable';
import { tabHrefs } from '../../../shared/routing/tabHrefs';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useUnreadNotifications } from '../../../shared/notifications/unreadNotifications';

/**
 * `/pages/index/index`, tab 0: a hello with the member's avatar, balances (members; live through
 * the socket), featured projects and the latest news, each loading and retrying on its own;
 * guests get an invitation instead of balances. Members get the bell to their notifications with the
 * unread count, which the Profile tab shows too (live: `notificationArrived`). The balances lead to the wallet once the app has its page (`screenLinks`).
 */
export function HomeRoute() {
  const { locale, setLocale } = useLanguage();
  const { status, visitorType, loginInfo } = useSession();
  const member = status === 'member';
  const projects = useFeaturedProjects(locale);
  const news = useLatestNews(locale);
  const balances = useBalances(member);
  const unread = useUnreadNotifications(locale, member);
  const retry: Record<HomeSection, () => unknown> = {
    balances: balances.refetch,
    projects: projects.refetch,
    news: news.refetch,
  };
  return (
    <HomeScreen
      visitorType={member ? (visitorType ?? 'personal') : 'guest'}
      // The name and avatar kept with the session (the server's own on a drawn page): no request.
      greeting={
        loginInfo === null || loginInfo.realname.trim() === ''
          ? undefined
          : { name: loginInfo.realname, avatarUrl: loginInfo.avatar || undefined }
      }
      balances={loadableOf(balances, (data) => data)}
      projects={loadableOf(projects, (data) => featuredProjects(data.items))}
      // The list carries no body; the teaser shows title, summary and date.
      news={loadableOf(news, (data) => data.items.map((item) => ({ ...item, body: '' })))}
      onRetry={(section) => void retry[section]()}
      links={screenLinks()}
      tabHrefs={tabHrefs()}
      tabBadges={{ profile: unread }}
      notifications={member ? { unread } : undefined}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
