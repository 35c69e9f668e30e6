import { FundRecordsScreen } from '@carbonmarket/ui/screens/wallet/FundRecordsScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useSession } from '../../../lib/session/sessionContext';
import { useNavigate } from '../../../lib/router/RouterContext';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { href } from '../../../shared/routing/href';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useBack } from '../../../shared/routing/useBack';
import { useFundRecordPages } from '../api/useFundRecordPages';

/**
 * `/pages/profile/fundlogs[?type=]`: the member's fund records, a page at a time, of the type the
 * address names (kept there so that Back and a shared link keep the filter) or of every type. A
 * balance change, pushed or replied, fetches them again (`balancesChanged`). A guest, whom the
 * route's guard offers to register, sees the placeholders behind the offer: nothing is asked of
 * the server.
 */
export function FundRecordsRoute({ query }: RouteProps<'fundRecords'>) {
  const member = useSession().status === 'member';
  const { locale, setLocale } = useLanguage();
  const navigate = useNavigate();
  const back = useBack();
  const { list, nextPage, retry, refresh } = useFundRecordPages(query.type, member);
  return (
    <FundRecordsScreen
      records={list}
      type={query.type ?? null}
      onTypeChange={(type) =>
        navigate(href('fundRecords', type === null ? {} : { type }), { replace: true })
      }
      links={screenLinks()}
      onBack={back}
      onReachBottom={nextPage}
      onRetry={retry}
      onRefresh={refresh}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
