import { useTranslation } from 'react-i18next';
import { ZERO_MONEY, orderTonsRange } from '@carbonmarket/domain';
import type { Balances, ErrorCode, ErrorParams, ProjectDetail, Tons } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { PLACEHOLDER_PROJECT } from '../shared/placeholderProject';
import { projectOffer } from '../shared/projectOffer';
import { PurchaseProjectSummary } from './parts/PurchaseProjectSummary';
import { PurchaseForm } from './parts/PurchaseForm';
import { PurchaseUnavailable } from './parts/PurchaseUnavailable';
import { PurchaseDone } from './parts/PurchaseDone';
import type { PurchaseReceipt } from './parts/PurchaseDone';

export interface PurchaseScreenProps {
  project: Loadable<ProjectDetail>;
  /** The member's wallet: the available balance pays the purchase. */
  balances: Loadable<Balances>;
  /** The server's current time, for whether the sale is open. */
  now: Date;
  /** Called with the quantity once the member confirmed the purchase. */
  onBuy: (purchase: { quantity: Tons }) => void;
  /** The purchase is being sent: the button is busy and the fields disabled. @default false */
  buying?: boolean;
  /**
   * Why the last purchase was refused. Quantity codes show on the quantity, TERMS_NOT_AGREED on
   * the terms, the others (the caps, the balance, the project's state) in the banner.
   */
  error?: ErrorCode;
  /** Values for the placeholders of `error` (`{maxtimes}`). */
  errorParams?: ErrorParams;
  /** The refusal's codes per field (`ApiError.fields`). */
  fieldErrors?: FieldErrors;
  /** The completed purchase: the form gives way to the receipt. */
  receipt?: PurchaseReceipt | null;
  onBack: () => void;
  /** Loads the project and the wallet again after a failure. */
  onRetry: () => void;
  /** The project's page. */
  projectHref: string;
  /** The presale booking page of the project, for a presale opened here. */
  bookHref: string;
  /** The project list, for a project that does not exist. */
  projectsHref: string;
  /** The member's orders, after a purchase. */
  ordersHref: string;
  termsHref: string;
  privacyHref: string;
  /** Where the wallet is topped up; without it a short balance is only explained. */
  topUpHref?: string;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const firstError = (...states: Loadable<unknown>[]): ErrorCode | undefined => {
  for (const state of states)
    if (state.status === 'error') return state.error ?? 'OPERATION_FAILED';
  return undefined;
};

/**
 * Buying whole tons of a project in progress: what is bought (the project, its price and
 * bounds), the quantity within them with the purchases left, the total against the available
 * balance (and what is missing), the terms, a confirmation, then the receipt. A project that
 * takes no purchase from this member says why and leads back to its page.
 */
export function PurchaseScreen({
  project,
  balances,
  now,
  onBuy,
  buying = false,
  error,
  errorParams,
  fieldErrors,
  receipt = null,
  onBack,
  onRetry,
  projectHref,
  bookHref,
  projectsHref,
  ordersHref,
  termsHref,
  privacyHref,
  topUpHref,
  locale,
  onLocaleChange,
}: PurchaseScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={t('projects.purchase.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  const formLinks = { termsHref, privacyHref, topUpHref };

  if (receipt !== null)
    return (
      <Page navBar={navBar}>
        <PurchaseDone receipt={receipt} ordersHref={ordersHref} projectHref={projectHref} />
      </Page>
    );
  if (project.status === 'error' && project.error === 'NOT_FOUND')
    return (
      <Page
        navBar={navBar}
        footer={
          <ButtonLink href={projectsHref} fullWidth>
            {t('projects.project.toProjects')}
          </ButtonLink>
        }
      >
        <EmptyState
          icon="leaf"
          title={t('projects.project.notFoundTitle')}
          description={t('projects.project.notFoundDescription')}
          headingLevel={2}
        />
      </Page>
    );
  const failed = firstError(project, balances);
  if (failed !== undefined)
    return (
      <Page navBar={navBar}>
        <ErrorState
          title={t('projects.purchase.loadError')}
          message={errorText(failed)}
          icon={failed === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      </Page>
    );
  if (project.status === 'loading' || balances.status === 'loading') {
    const placeholder = PLACEHOLDER_PROJECT;
    return (
      <Page navBar={navBar}>
        <SkeletonOutline label={t('projects.purchase.loading')}>
          <PurchaseProjectSummary project={placeholder} range={orderTonsRange(placeholder)} />
          <PurchaseForm
            project={placeholder}
            range={orderTonsRange(placeholder)}
            available={ZERO_MONEY}
            onBuy={() => undefined}
            buying={false}
            {...formLinks}
          />
        </SkeletonOutline>
      </Page>
    );
  }

  const data = project.status === 'ready' ? project.data : PLACEHOLDER_PROJECT;
  const available = balances.status === 'ready' ? balances.data.available : ZERO_MONEY;
  const range = orderTonsRange(data);
  const offer = projectOffer(data, now);
  return (
    <Page navBar={navBar}>
      <PurchaseProjectSummary project={data} range={range} />
      {offer.kind === 'order' && offer.order === 'purchase' ? (
        <PurchaseForm
          project={data}
          range={range}
          available={available}
          onBuy={onBuy}
          buying={buying}
          error={error}
          errorParams={errorParams}
          fieldErrors={fieldErrors}
          {...formLinks}
        />
      ) : (
        <PurchaseUnavailable offer={offer} projectHref={projectHref} bookHref={bookHref} />
      )}
    </Page>
  );
}
