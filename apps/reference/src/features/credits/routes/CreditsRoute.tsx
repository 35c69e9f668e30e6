import { useQuery } from '@tanstack/react-query';
import { CreditsScreen } from '@carbonmarket/ui/screens/credits/CreditsScreen';
import type { CreditsSection } from '@carbonmarket/ui/screens/credits/CreditsScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useBack } from '../../../shared/routing/useBack';
import { loadableOf } from '../../../shared/data/loadable';
import { holdingsQuery } from '../api/creditQueries';
import { useSalePages } from '../api/useSalePages';
import { useRetirementPages } from '../api/useRetirementPages';
import { screenLinks } from '../../../shared/routing/screenLinks';

/**
 * `/pages/profile/tons`: the member's carbon credits (the tons by kind, each holding with its
 * carbon detail and the ways to sell or retire it), their retirements with their certificates and
 * their sales, each a page at a time. A change of the
 * balances, pushed or in a reply, refreshes both (`balancesChanged` in
 * `lib/query/cacheChanges.ts`).
 */
export function CreditsRoute() {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const holdings = useQuery(holdingsQuery(locale));
  const retirements = useRetirementPages(locale);
  const sales = useSalePages(locale);
  const retry: Record<CreditsSection, () => void> = {
    holdings: () => void holdings.refetch(),
    retirements: retirements.retry,
    sales: sales.retry,
  };
  return (
    <CreditsScreen
      holdings={loadableOf(holdings, (data) => data)}
      retirements={retirements.list}
      sales={sales.list}
      links={screenLinks()}
      onReachBottom={sales.nextPage}
      onMoreRetirements={retirements.nextPage}
      onRetry={(section) => retry[section]()}
      onRefresh={sales.refresh}
      onBack={back}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
