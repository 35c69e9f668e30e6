import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { useErrorText } from '../../../i18n/useErrorText';

export interface HoldingUnavailableProps {
  /** Why the holding could not be shown: NOT_FOUND (not the member's, or gone), or a load error. */
  error: ErrorCode | undefined;
  /** The texts of the screen: `credits.sell` or `credits.retire`. */
  texts: 'sell' | 'retire';
  navBar: ReactNode;
  /** The carbon credits page, where a holding that is not there sends the member. */
  creditsHref: string;
  onRetry?: () => void;
}

/**
 * A page for a holding that could not be shown: one that is not there leads back to the credits,
 * a failed load says why and offers to try again. Shared by the sell and retire screens.
 */
export function HoldingUnavailable({
  error,
  texts,
  navBar,
  creditsHref,
  onRetry,
}: HoldingUnavailableProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (error === 'NOT_FOUND')
    return (
      <Page
        navBar={navBar}
        footer={
          <ButtonLink href={creditsHref} fullWidth>
            {t(`credits.${texts}.toCredits`)}
          </ButtonLink>
        }
      >
        <EmptyState
          icon="leaf"
          title={t(`credits.${texts}.notFoundTitle`)}
          description={t(`credits.${texts}.notFoundDescription`)}
          headingLevel={2}
        />
      </Page>
    );
  return (
    <Page navBar={navBar}>
      <ErrorState
        title={t(`credits.${texts}.loadError`)}
        message={errorText(error ?? 'OPERATION_FAILED')}
        icon={error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
        onRetry={onRetry}
      />
    </Page>
  );
}
