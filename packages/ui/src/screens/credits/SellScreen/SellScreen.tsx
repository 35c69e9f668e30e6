import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams, Tons } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import type { FieldErrors } from '../../../forms/serverErrors';
import type { Locale } from '../../../i18n/locale';
import type { SellableHolding } from '../shared/creditTypes';
import { PLACEHOLDER_HOLDING } from '../shared/placeholders';
import { HoldingUnavailable } from '../shared/HoldingUnavailable';
import { SellHoldingSummary } from './parts/SellHoldingSummary';
import { SellForm } from './parts/SellForm';
import { SellNotAllowed } from './parts/SellNotAllowed';
import { SellDone } from './parts/SellDone';
import type { SaleReceipt } from './parts/SellDone';
import type { ScreenLinks } from '../../../links/screenLinks';

export type { SaleReceipt };

/** The places SellScreen links to. */
export type SellScreenLinks = Pick<ScreenLinks, 'credits' | 'membership'>;

export interface SellScreenProps {
  /** The holding on sale, with whether it may be sold now and the payout delay. */
  holding: Loadable<SellableHolding>;
  /** The server's current time: the payout date is counted in working days from it. */
  now: Date;
  /** Called with the tons once the member confirmed the sale. */
  onSell: (sale: { quantity: Tons }) => void;
  /** The sale is being sent: the button is busy and the field disabled. @default false */
  selling?: boolean;
  /**
   * Why the last sale was refused. INSUFFICIENT_CARBON_BALANCE and SELL_QUANTITY_INVALID show on
   * the quantity; the others (proceeds too small, risk, a locked account, the presale rule) in
   * the banner.
   */
  error?: ErrorCode;
  /** Values for the placeholders of `error` (`{min}`, `{step}`). */
  errorParams?: ErrorParams;
  /** The refusal's codes per field (`ApiError.fields`). */
  fieldErrors?: FieldErrors;
  /** The completed sale: the form gives way to the receipt. */
  receipt?: SaleReceipt | null;
  onBack: () => void;
  /** Loads the holding again after a failure. */
  onRetry: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: SellScreenLinks;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/** What the page lays out while the holding loads. */
const PLACEHOLDER: SellableHolding = {
  ...PLACEHOLDER_HOLDING,
  sell: { allowed: true, reason: null, payoutWorkingDays: 1 },
};

/**
 * `/pages/project/dsell`, selling held credits: what is held (project, kind, tons, today's price),
 * the tons to sell in steps of 0.001 t or all of them, the proceeds as they are typed (rounded
 * down to the cent, as the server pays), where they go (pending, then available on the payout
 * date), a confirmation, then the receipt. A holding that may not be sold (presale credits below
 * the membership level) says why instead of the form.
 */
export function SellScreen({
  holding,
  now,
  onSell,
  selling = false,
  error,
  errorParams,
  fieldErrors,
  receipt = null,
  onBack,
  onRetry,
  links,
  locale,
  onLocaleChange,
}: SellScreenProps) {
  const { t } = useTranslation();
  const navBar = (
    <NavBar
      title={t('credits.sell.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );

  if (receipt !== null)
    return (
      <Page navBar={navBar}>
        <SellDone receipt={receipt} creditsHref={links.credits} />
      </Page>
    );
  switch (holding.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('credits.sell.loading')}>
            <SellHoldingSummary holding={PLACEHOLDER} />
            <SellForm holding={PLACEHOLDER} now={now} onSell={() => undefined} selling={false} />
          </SkeletonOutline>
        </Page>
      );
    case 'error':
      return (
        <HoldingUnavailable
          error={holding.error}
          texts="sell"
          navBar={navBar}
          creditsHref={links.credits}
          onRetry={onRetry}
        />
      );
    case 'ready':
      return (
        <Page navBar={navBar}>
          <SellHoldingSummary holding={holding.data} />
          {holding.data.sell.allowed ? (
            <SellForm
              holding={holding.data}
              now={now}
              onSell={onSell}
              selling={selling}
              error={error}
              errorParams={errorParams}
              fieldErrors={fieldErrors}
            />
          ) : (
            <SellNotAllowed
              terms={holding.data.sell}
              creditsHref={links.credits}
              membershipHref={links.membership}
            />
          )}
        </Page>
      );
    default:
      return holding satisfies never;
  }
}
