import { useQuery } from '@tanstack/react-query';
import { CertificateScreen } from '@carbonmarket/ui/screens/credits/CertificateScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { useBack } from '../../../shared/routing/useBack';
import { loadableOf } from '../../../shared/data/loadable';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { retirementQuery } from '../api/creditQueries';

/**
 * `/pages/profile/certificate?id=`: the certificate of one of the member's retirements, its
 * project's name in the page's language; the PDF in that language and the public verification
 * page are the server's own addresses. Another member's retirement answers NOT_FOUND.
 */
export function CertificateRoute({ query }: RouteProps<'certificate'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const certificate = useQuery(retirementQuery(query.id, locale));
  return (
    <CertificateScreen
      certificate={loadableOf(certificate, (data) => data)}
      onBack={back}
      onRetry={() => void certificate.refetch()}
      links={screenLinks()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
