import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';
import type { CreditRetirement } from '../shared/creditTypes';
import { PLACEHOLDER_RETIREMENT } from '../shared/placeholders';
import { CertificateFacts } from './parts/CertificateFacts';
import { CertificateLinks } from './parts/CertificateLinks';

/** The places CertificateScreen links to. */
export type CertificateScreenLinks = Pick<ScreenLinks, 'credits'>;

export interface CertificateScreenProps {
  /** The member's retirement whose certificate is shown. */
  certificate: Loadable<CreditRetirement>;
  onBack: () => void;
  /** Loads the certificate again after a failure. */
  onRetry: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: CertificateScreenLinks;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * The certificate of one of the member's retirements, in the app: the claim and its facts
 * (project, tons, vintage, standards, registry, serials, beneficiary, reason, day), the PDF in the
 * reader's language and the public verification page. Not found (another member's, or a wrong
 * link) leads back to the credits.
 */
export function CertificateScreen({
  certificate,
  onBack,
  onRetry,
  links,
  locale,
  onLocaleChange,
}: CertificateScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={t('credits.certificate.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  switch (certificate.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('credits.certificate.loading')}>
            <CertificateFacts retirement={PLACEHOLDER_RETIREMENT} />
          </SkeletonOutline>
        </Page>
      );
    case 'error':
      return certificate.error === 'NOT_FOUND' ? (
        <Page
          navBar={navBar}
          footer={
            <ButtonLink href={links.credits} fullWidth>
              {t('credits.certificate.toCredits')}
            </ButtonLink>
          }
        >
          <EmptyState
            icon="leaf"
            title={t('credits.certificate.notFoundTitle')}
            description={t('credits.certificate.notFoundDescription')}
            headingLevel={2}
          />
        </Page>
      ) : (
        <Page navBar={navBar}>
          <ErrorState
            title={t('credits.certificate.loadError')}
            message={errorText(certificate.error ?? 'OPERATION_FAILED')}
            icon={certificate.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        </Page>
      );
    case 'ready':
      return (
        <Page navBar={navBar}>
          <CertificateFacts retirement={certificate.data} />
          <CertificateLinks retirement={certificate.data} />
        </Page>
      );
    default:
      return certificate satisfies never;
  }
}
