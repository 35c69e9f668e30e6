import { useTranslation } from 'react-i18next';
import { money } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Money, PayNowPayee } from '@carbonmarket/domain';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Page } from '../../../components/Page/Page';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';
import { TopUpAmountForm } from './parts/TopUpAmountForm';
import { TopUpClosed } from './parts/TopUpClosed';
import { TopUpDone } from './parts/TopUpDone';
import { TopUpPayment } from './parts/TopUpPayment';
import type { TopUpDetail, TopUpReturn } from './topUpTypes';

export type { ShortPayment, TopUpDetail, TopUpReturn } from './topUpTypes';

/** The places TopUpScreen links to: the fund records, and a new top-up. */
export type TopUpScreenLinks = Pick<ScreenLinks, 'wallet'> & Required<Pick<ScreenLinks, 'topUp'>>;

export interface TopUpScreenProps {
  /** The smallest and largest top-up (base config `limits.topUp`). */
  limits: { min: Money; max: Money };
  /** Whom top-ups are paid to (base config `payNow`). */
  payee: PayNowPayee;
  /** The top-up under way, or null for the first step (the amount). */
  topUp: Loadable<TopUpDetail> | null;
  /** The current time: a pending top-up past its day shows as expired. */
  now: Date;
  /** The payment the member came from short of balance, to suggest the amount and go back to. */
  returnTo?: TopUpReturn | null;
  /** Opens a top-up of `amount`. */
  onCreate: (amount: Money) => void;
  /** The top-up is being opened. @default false */
  creating?: boolean;
  /** Cancels the pending top-up, after the member confirmed. */
  onCancel: () => void;
  /** The cancelling is under way. @default false */
  cancelling?: boolean;
  /** Why the last request (opening or cancelling) was refused. */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  onBack: () => void;
  /** Loads the top-up again after a failure. */
  onRetry: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: TopUpScreenLinks;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/** What the page lays out while a top-up loads. */
const PLACEHOLDER: TopUpDetail = {
  id: 0,
  amount: money('100'),
  reference: 'CMXXXXXXXXXX',
  payee: { uen: '202600001K', name: 'Payee', city: 'Singapore' },
  status: 'pending',
  createdAt: new Date(0),
  payableUntil: new Date(0),
  resolvedAt: null,
};

/**
 * Top-up by PayNow, in two steps: the amount (within the limits, the shortfall of the payment the
 * member came from filled in), then the PayNow code with the amount and reference filled in, its
 * details to type by hand, its status as it changes, and a way to cancel. Credited, it shows the
 * receipt and the way back to that payment; cancelled or past its day, the way to a new one.
 */
export function TopUpScreen({
  limits,
  payee,
  topUp,
  now,
  returnTo = null,
  onCreate,
  creating = false,
  onCancel,
  cancelling = false,
  error,
  errorParams,
  fieldErrors,
  onBack,
  onRetry,
  links,
  locale,
  onLocaleChange,
}: TopUpScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={t('wallet.topUp.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  if (topUp === null)
    return (
      <Page navBar={navBar}>
        <TopUpAmountForm
          limits={limits}
          payee={payee}
          returnTo={returnTo}
          onCreate={onCreate}
          creating={creating}
          error={error}
          errorParams={errorParams}
          fieldErrors={fieldErrors}
        />
      </Page>
    );
  switch (topUp.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('wallet.topUp.loading')}>
            <TopUpPayment topUp={PLACEHOLDER} onCancel={() => undefined} cancelling={false} />
          </SkeletonOutline>
        </Page>
      );
    case 'error':
      return topUp.error === 'NOT_FOUND' ? (
        <Page
          navBar={navBar}
          footer={
            <ButtonLink href={links.topUp} fullWidth>
              {t('wallet.topUp.again')}
            </ButtonLink>
          }
        >
          <EmptyState
            icon="wallet"
            title={t('wallet.topUp.notFoundTitle')}
            description={t('wallet.topUp.notFoundDescription')}
            headingLevel={2}
          />
        </Page>
      ) : (
        <Page navBar={navBar}>
          <ErrorState
            title={t('wallet.topUp.loadError')}
            message={errorText(topUp.error ?? 'OPERATION_FAILED')}
            icon={topUp.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        </Page>
      );
    case 'ready': {
      const detail = topUp.data;
      const payable = detail.status === 'pending' && now < detail.payableUntil;
      return (
        <Page navBar={navBar}>
          {detail.status === 'confirmed' ? (
            <TopUpDone
              topUp={detail}
              returnTo={returnTo}
              fundRecordsHref={links.wallet}
              topUpHref={links.topUp}
            />
          ) : payable ? (
            <TopUpPayment
              topUp={detail}
              onCancel={onCancel}
              cancelling={cancelling}
              error={error}
              errorParams={errorParams}
            />
          ) : (
            <TopUpClosed topUp={detail} topUpHref={links.topUp} />
          )}
        </Page>
      );
    }
    default:
      return topUp satisfies never;
  }
}
