import { useQuery } from '@tanstack/react-query';
import { RetireScreen } from '@carbonmarket/ui/screens/credits/RetireScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { Navigate } from '../../../lib/router/Navigate';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { useBack } from '../../../shared/routing/useBack';
import { loadableOf } from '../../../shared/data/loadable';
import { href } from '../../../shared/routing/href';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { holdingDetailQuery } from '../api/creditQueries';
import { useRetire } from '../api/useRetire';

/**
 * `/pages/profile/retire?id=&kind=`: retiring whole tons of the member's holding of a project
 * (normal credits unless `kind=presale`), in their own name or a beneficiary's. A refusal shows
 * the server's reason where it can be acted on. Once retired, this page's history entry is
 * replaced by the certificate's address, so a reload or Back never shows the empty form again
 * (nor invites the same retirement twice).
 */
export function RetireRoute({ query }: RouteProps<'retire'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const holding = useQuery(holdingDetailQuery(query.id, query.kind, locale));
  const retire = useRetire(query.id, query.kind, locale);
  const error = screenErrorOf(retire.error);
  const retired = retire.data?.retirement.id;
  if (retired !== undefined) return <Navigate to={href('certificate', { id: retired })} replace />;
  return (
    <RetireScreen
      holding={loadableOf(holding, (data) => data)}
      onRetire={(retirement) => {
        if (!retire.isPending) retire.mutate(retirement);
      }}
      retiring={retire.isPending}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      onBack={back}
      onRetry={() => void holding.refetch()}
      links={screenLinks()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
