import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CreditKind } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import type { CreditHoldings } from '../shared/creditTypes';
import { CreditTotals } from './parts/CreditTotals';
import { HoldingsSection } from './parts/HoldingsSection';
import { SalesSection } from './parts/SalesSection';
import type { SalePages } from './parts/SalesSection';
import { RetirementsSection } from './parts/RetirementsSection';
import type { RetirementPages } from './parts/RetirementsSection';
import { PLACEHOLDER_HOLDINGS } from '../shared/placeholders';
import type { ScreenLinks } from '../../../links/screenLinks';

export type { RetirementPages, SalePages };

/** The parts of the page that load on their own, for `onRetry`. */
export type CreditsSection = 'holdings' | 'retirements' | 'sales';

/** The places CreditsScreen links to. */
export type CreditsScreenLinks = Pick<ScreenLinks, 'sell' | 'retire' | 'certificate' | 'projects'>;

export interface CreditsScreenProps {
  /** The carbon-credit balance and the holdings of each kind. */
  holdings: Loadable<CreditHoldings>;
  /** The member's retirements, a page at a time, each with its certificate. */
  retirements: RetirementPages;
  /** The member's sales, a page at a time. */
  sales: SalePages;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: CreditsScreenLinks;
  /** The kind of holdings shown first. @default 'normal' */
  defaultKind?: CreditKind;
  /** Loads the next page of sales (the list's end came within 80 px of the screen's bottom). */
  onReachBottom: () => void;
  /** Loads the next page of retirements (their list's end came near the screen's bottom). */
  onMoreRetirements: () => void;
  /** Loads one part again after it failed (for the sales, the failed page). */
  onRetry: (section: CreditsSection) => void;
  /** Pull to refresh on the sales: loads them again from their first page. */
  onRefresh?: () => Promise<void> | void;
  onBack: () => void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
  min-width: 0;
`;

/**
 * `/pages/profile/tons`, the member's carbon credits: the tons held by kind and what they are
 * worth today; each holding (normal or presale) with its carbon detail and the ways to sell or
 * retire it; then the retirements, newest first, each with its serials and its certificate; then
 * the sales, newest first, pending ones with the day their proceeds reach the available balance.
 * The holdings, the retirements and the sales load, fail and retry on their own.
 */
export function CreditsScreen({
  holdings,
  retirements,
  sales,
  links,
  defaultKind,
  onReachBottom,
  onMoreRetirements,
  onRetry,
  onRefresh,
  onBack,
  locale,
  onLocaleChange,
}: CreditsScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  let top;
  switch (holdings.status) {
    case 'loading':
      top = (
        <SkeletonOutline label={t('credits.holdings.loading')}>
          <Content>
            <CreditTotals holdings={PLACEHOLDER_HOLDINGS} />
            <HoldingsSection holdings={PLACEHOLDER_HOLDINGS} projectsHref={links.projects} />
          </Content>
        </SkeletonOutline>
      );
      break;
    case 'error':
      top = (
        <ErrorState
          title={t('credits.holdings.loadError')}
          message={holdings.error === undefined ? undefined : errorText(holdings.error)}
          icon={holdings.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={() => onRetry('holdings')}
        />
      );
      break;
    case 'ready':
      top = (
        <>
          <CreditTotals holdings={holdings.data} />
          <HoldingsSection
            holdings={holdings.data}
            defaultKind={defaultKind}
            sellHref={links.sell}
            retireHref={links.retire}
            projectsHref={links.projects}
          />
        </>
      );
      break;
    default:
      top = holdings satisfies never;
  }
  return (
    <Page
      navBar={
        <NavBar
          title={t('credits.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
    >
      {top}
      <RetirementsSection
        retirements={retirements}
        certificateHref={links.certificate}
        onReachBottom={onMoreRetirements}
        onRetry={() => onRetry('retirements')}
      />
      <SalesSection
        sales={sales}
        onReachBottom={onReachBottom}
        onRetry={() => onRetry('sales')}
        onRefresh={onRefresh}
      />
    </Page>
  );
}
