import { useState } from 'react';
import { ProfileScreen } from '@carbonmarket/ui/screens/profile/ProfileScreen';
import type {
  ProfileSection,
  ProfileVisitor,
} from '@carbonmarket/ui/screens/profile/ProfileScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useSession } from '../../../lib/session/sessionContext';
import type { VisitorStatus } from '../../../lib/session/sessionStore';
import { loadableOf } from '../../../shared/data/loadable';
import { useBalances } from '../../../shared/wallet/balances';
import { useLogout } from '../../../shared/session/useLogout';
import { useMemberProfile } from '../../../shared/account/memberProfile';
import { tabHrefs } from '../../../shared/routing/tabHrefs';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useUnreadNotifications } from '../../../shared/notifications/unreadNotifications';

const VISITORS: Readonly<Record<VisitorStatus, ProfileVisitor>> = {
  member: 'member',
  guest: 'guest',
  none: 'signedOut',
};

/**
 * `/pages/profile/index`, tab 2, the member's hub: their profile and balances (live through the
 * socket), each loading and retrying on its own, the way to orders, carbon credits, settings and
 * about, and log out. Open to anyone: a guest or a visitor without a session is offered to
 * register or log in, and keeps settings and about.
 */
export function ProfileRoute() {
  const { locale, setLocale } = useLanguage();
  const { status } = useSession();
  const member = status === 'member';
  const profile = useMemberProfile(member);
  const balances = useBalances(member);
  const unread = useUnreadNotifications(locale, member);
  const logout = useLogout();
  // Set in the same render as the confirmation: the mutation reports pending a tick later, and
  // until then the dialog (which closes itself on confirm) would close and open again.
  const [loggingOut, setLoggingOut] = useState(false);
  const retry: Record<ProfileSection, () => unknown> = {
    member: profile.refetch,
    balances: balances.refetch,
  };
  return (
    <ProfileScreen
      visitor={VISITORS[status]}
      member={loadableOf(profile, (data) => data)}
      balances={loadableOf(balances, (data) => data)}
      onRetry={(section) => void retry[section]()}
      links={screenLinks()}
      onLogout={() => {
        if (loggingOut) return;
        setLoggingOut(true);
        logout.mutate(undefined, { onSettled: () => setLoggingOut(false) });
      }}
      loggingOut={loggingOut}
      tabHrefs={tabHrefs()}
      tabBadges={{ profile: unread }}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
