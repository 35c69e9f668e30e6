import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/useLocale';
import type { CreditRetirement } from '../../shared/creditTypes';
import { Actions, Line } from '../../shared/creditStyles';
import { ServerPageLink } from './ServerPageLink';

/**
 * The certificate's public addresses on the server: its PDF in the reader's language, and the
 * verification page anyone may open without an account.
 */
export function CertificateLinks({ retirement }: { retirement: CreditRetirement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pdf = `${retirement.pdfPath}?${new URLSearchParams({ lang: locale }).toString()}`;
  return (
    <Actions>
      <ServerPageLink href={pdf} variant="primary" icon="records" download>
        {t('credits.certificate.pdf')}
      </ServerPageLink>
      <ServerPageLink href={retirement.verificationPath} variant="secondary" icon="globe">
        {t('credits.certificate.verify')}
      </ServerPageLink>
      <Line>{t('credits.certificate.verifyHint')}</Line>
    </Actions>
  );
}
