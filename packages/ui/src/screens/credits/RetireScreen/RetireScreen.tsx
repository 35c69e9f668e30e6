import { useTranslation } from 'react-i18next';
import { RETIRE_TONS_STEP, retirableTons, tons } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import { Text } from '../../../components/Typography/Text';
import type { Loadable } from '../../../components/loadable';
import type { FieldErrors } from '../../../forms/serverErrors';
import type { Locale } from '../../../i18n/locale';
import type { CreditHolding } from '../shared/creditTypes';
import { PLACEHOLDER_HOLDING } from '../shared/placeholders';
import { HoldingUnavailable } from '../shared/HoldingUnavailable';
import type { ScreenLinks } from '../../../links/screenLinks';
import { RetireHoldingSummary } from './parts/RetireHoldingSummary';
import { RetireForm } from './parts/RetireForm';
import type { RetirementAsked } from './parts/RetireForm';
import { NothingToRetire } from './parts/NothingToRetire';

export type { RetirementAsked };

/** The places RetireScreen links to. */
export type RetireScreenLinks = Pick<ScreenLinks, 'credits'>;

export interface RetireScreenProps {
  /** The holding retired from: its project, kind and tons. */
  holding: Loadable<CreditHolding>;
  /** Called with the retirement once the member confirmed it. */
  onRetire: (retirement: RetirementAsked) => void;
  /** The retirement is being sent: the button is busy and the fields disabled. @default false */
  retiring?: boolean;
  /**
   * Why the last retirement was refused. The quantity's codes (RETIREMENT_QUANTITY_INVALID,
   * INSUFFICIENT_CARBON_BALANCE) show on the stepper; the others (risk, a locked account) in the
   * banner.
   */
  error?: ErrorCode;
  /** Values for the placeholders of `error` (`{step}`). */
  errorParams?: ErrorParams;
  /** The refusal's codes per field (`ApiError.fields`): REQUIRED on `beneficiary`, for one. */
  fieldErrors?: FieldErrors;
  onBack: () => void;
  /** Loads the holding again after a failure. */
  onRetry: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: RetireScreenLinks;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/** What the page lays out while the holding loads: one whole ton, so the form is drawn. */
const PLACEHOLDER: CreditHolding = { ...PLACEHOLDER_HOLDING, tons: tons('1') };

/**
 * Retiring held credits for good: what is held (and how many whole tons of it), what retiring
 * means, then the whole tons, who the certificate is for and why, and a confirmation. A holding
 * of less than a ton says why nothing can be retired instead of the form. The certificate comes
 * from the server's answer (the app opens it).
 */
export function RetireScreen({
  holding,
  onRetire,
  retiring = false,
  error,
  errorParams,
  fieldErrors,
  onBack,
  onRetry,
  links,
  locale,
  onLocaleChange,
}: RetireScreenProps) {
  const { t } = useTranslation();
  const navBar = (
    <NavBar
      title={t('credits.retire.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  const intro = (
    <Text size="sm" tone="secondary">
      {t('credits.retire.intro')}
    </Text>
  );

  switch (holding.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('credits.retire.loading')}>
            <RetireHoldingSummary holding={PLACEHOLDER} />
            {intro}
            <RetireForm holding={PLACEHOLDER} onRetire={() => undefined} retiring={false} />
          </SkeletonOutline>
        </Page>
      );
    case 'error':
      return (
        <HoldingUnavailable
          error={holding.error}
          texts="retire"
          navBar={navBar}
          creditsHref={links.credits}
          onRetry={onRetry}
        />
      );
    case 'ready': {
      const canRetire = !retirableTons(holding.data.tons).decimal.lessThan(
        RETIRE_TONS_STEP.decimal,
      );
      return (
        <Page navBar={navBar}>
          <RetireHoldingSummary holding={holding.data} />
          {canRetire ? (
            <>
              {intro}
              <RetireForm
                holding={holding.data}
                onRetire={onRetire}
                retiring={retiring}
                error={error}
                errorParams={errorParams}
                fieldErrors={fieldErrors}
              />
            </>
          ) : (
            <NothingToRetire creditsHref={links.credits} />
          )}
        </Page>
      );
    }
    default:
      return holding satisfies never;
  }
}
