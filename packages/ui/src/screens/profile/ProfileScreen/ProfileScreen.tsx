import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Balances, Member } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { TabBar } from '../../../components/TabBar/TabBar';
import type { TabKey } from '../../../components/TabBar/TabBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { Cell } from '../../../components/Cell/Cell';
import { CellGroup } from '../../../components/Cell/CellGroup';
import { BalancesSummary } from '../../../components/BalancesSummary/BalancesSummary';
import type { Loadable } from '../../../components/loadable';
import { Icon } from '../../../icons/Icon';
import type { Locale } from '../../../i18n/locale';
import { MemberSummary } from './parts/MemberSummary';
import { RiskNotice } from './parts/RiskNotice';
import { LockedNotice } from './parts/LockedNotice';
import { WalletActions } from './parts/WalletActions';
import { AccountEntries } from './parts/AccountEntries';
import { AccountInvite } from '../../../components/AccountInvite/AccountInvite';
import { LogoutAction } from './parts/LogoutAction';
import type { ScreenLinks } from '../../../links/screenLinks';
import { Heading } from '../../../components/Typography/Heading';

/** Who opens the tab: a signed-in member, a guest, or a visitor without a session. */
export type ProfileVisitor = 'member' | 'guest' | 'signedOut';

/** The parts of the tab that load on their own, for `onRetry`. */
export type ProfileSection = 'member' | 'balances';

/** The places ProfileScreen links to. */
export type ProfileScreenLinks = Pick<
  ScreenLinks,
  | 'orders'
  | 'credits'
  | 'settings'
  | 'about'
  | 'register'
  | 'login'
  | 'topUp'
  | 'withdraw'
  | 'wallet'
  | 'bankCard'
  | 'profileEdit'
  | 'loginPassword'
  | 'withdrawalPassword'
  | 'membership'
  | 'contact'
  | 'avatarCropper'
>;

export interface ProfileScreenProps {
  /** Who is looking: members see their account; guests and signed-out visitors the ways in. */
  visitor: ProfileVisitor;
  /** The member's profile (ignored for other visitors). @default loading */
  member?: Loadable<Member>;
  /** The member's balances (ignored for other visitors). @default loading */
  balances?: Loadable<Balances>;
  /** Loads one part again after it failed. */
  onRetry: (section: ProfileSection) => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: ProfileScreenLinks;
  /** Called when the member confirms logging out. */
  onLogout: () => void;
  /** Logging out is under way: the dialog stays open with a busy confirm button. @default false */
  loggingOut?: boolean;
  /** Destinations of the tab bar, when the app's routes differ from the product's defaults. */
  tabHrefs?: Partial<Record<TabKey, string>>;
  /** Count badges of the tab bar, e.g. unread messages on Profile. */
  tabBadges?: Partial<Record<TabKey, number>>;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  /** Called with the language picked in the switch. */
  onLocaleChange?: (locale: Locale) => void;
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => `${theme.space[400]} 0 ${theme.space[600]}`};
`;

const Padded = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `0 ${theme.layout.pagePadding}`};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `0 ${theme.layout.pagePadding}`};
`;

/* Set like the titles of the entry groups below it, which the hub's sections all are. */
const SectionTitle = styled(Heading)`
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[400]} ${theme.space[200]}`};
`;

const Footer = styled.div`
  padding: ${({ theme }) => `${theme.space[400]} ${theme.layout.pagePadding} 0`};
`;

/**
 * The Profile tab, the member's hub: who they are (avatar, name, membership level, credit score),
 * their balances, and the way to their wallet, orders, carbon credits, membership, account
 * (details and passwords), settings and the information about us, then logging out after a
 * confirmation. A member flagged as a risk is told that buying and selling are paused; one whose
 * account five wrong withdrawal passwords locked, that the balance is frozen (the amount) and how
 * to reach customer service, who unlock it. A guest or a visitor without a session is offered to
 * register or log in, and keeps settings and about. The profile and the balances load, fail and
 * retry on their own.
 */
export function ProfileScreen({
  visitor,
  member = { status: 'loading' },
  balances = { status: 'loading' },
  onRetry,
  links,
  onLogout,
  loggingOut = false,
  tabHrefs,
  tabBadges,
  locale,
  onLocaleChange,
}: ProfileScreenProps) {
  const { t } = useTranslation();
  const signedIn = visitor === 'member';
  return (
    <Page
      padding="none"
      navBar={
        <NavBar
          title={t('profile.hub.title')}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
      tabBar={<TabBar active="profile" hrefs={tabHrefs} badges={tabBadges} />}
    >
      <Content>
        {signedIn ? (
          <>
            <Padded>
              <MemberSummary
                member={member}
                onRetry={() => onRetry('member')}
                photoHref={links.avatarCropper}
              />
              {member.status === 'ready' && member.data.risk ? <RiskNotice /> : null}
              {member.status === 'ready' && member.data.locked ? (
                <LockedNotice
                  frozen={balances.status === 'ready' ? balances.data.frozen : null}
                  contactHref={links.contact}
                />
              ) : null}
            </Padded>
            <Section aria-labelledby="profile-balances">
              <SectionTitle
                id="profile-balances"
                level={2}
                size="sm"
                weight="medium"
                tone="secondary"
              >
                {t('profile.hub.balances.title')}
              </SectionTitle>
              <BalancesSummary balances={balances} onRetry={() => onRetry('balances')} />
            </Section>
            <WalletActions links={links} />
            <CellGroup title={t('profile.hub.trading.title')} headingLevel={2} inset>
              <Cell
                leading={<Icon name="inbox" />}
                title={t('profile.hub.trading.orders')}
                description={t('profile.hub.trading.ordersDescription')}
                href={links.orders()}
              />
              <Cell
                leading={<Icon name="leaf" />}
                title={t('profile.hub.trading.tons')}
                description={t('profile.hub.trading.tonsDescription')}
                href={links.credits}
              />
              {links.membership !== undefined ? (
                <Cell
                  leading={<Icon name="user" />}
                  title={t('profile.hub.trading.membership')}
                  description={t('profile.hub.trading.membershipDescription')}
                  href={links.membership}
                />
              ) : null}
            </CellGroup>
            <AccountEntries links={links} />
          </>
        ) : (
          <Padded>
            {/* A guest is invited to register first; a visitor without a session, to log in first. */}
            <AccountInvite
              titleId="profile-invite"
              title={t(`profile.hub.${visitor}.title`)}
              description={t(`profile.hub.${visitor}.description`)}
              registerLabel={t('profile.hub.register')}
              loginLabel={t('profile.hub.login')}
              registerHref={links.register}
              loginHref={links.login}
              first={visitor === 'guest' ? 'register' : 'login'}
            />
          </Padded>
        )}
        <CellGroup title={t('profile.hub.general.title')} headingLevel={2} inset>
          <Cell
            leading={<Icon name="settings" />}
            title={t('profile.hub.general.settings')}
            href={links.settings}
          />
          <Cell
            leading={<Icon name="info" />}
            title={t('profile.hub.general.about')}
            href={links.about}
          />
        </CellGroup>
        {signedIn ? (
          <Footer>
            <LogoutAction onLogout={onLogout} loggingOut={loggingOut} />
          </Footer>
        ) : null}
      </Content>
    </Page>
  );
}
