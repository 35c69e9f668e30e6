import { useTranslation } from 'react-i18next';
import { formatMoney } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { useLocale } from '../../../../i18n/useLocale';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { Skeleton } from '../../../../components/Skeleton/Skeleton';
import { Text } from '../../../../components/Typography/Text';
import { VisuallyHidden } from '../../../../theme/visuallyHidden';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { WithdrawQuoteState } from '../withdrawTypes';

/** A figure the quote has not given yet: a dash, with what it waits for said to screen readers. */
function NotYet({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden>–</span>
      <VisuallyHidden>{reason}</VisuallyHidden>
    </>
  );
}

/**
 * The fee and what reaches the bank for the amount typed, as the server quoted them: a dash until
 * the amount is one that can be withdrawn, a placeholder while the quote is on its way.
 */
export function WithdrawQuoteRows({
  quote,
  feePercent,
  feeMin,
}: {
  quote: WithdrawQuoteState;
  /** The fee's terms, said under the figures. */
  feePercent: string;
  feeMin: Money;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const figure = (pick: 'fee' | 'net', size: 'md' | 'lg') => {
    switch (quote.status) {
      case 'idle':
        return <NotYet reason={t('wallet.withdraw.quote.noAmount')} />;
      case 'loading':
        return (
          <>
            <Skeleton width={72} label={null} />
            <VisuallyHidden>{t('wallet.withdraw.quote.loading')}</VisuallyHidden>
          </>
        );
      case 'error':
        return <NotYet reason={errorText(quote.error)} />;
      case 'ready':
        return <Amount value={quote.quote[pick]} size={size} />;
      default:
        return quote satisfies never;
    }
  };
  return (
    <div aria-live="polite">
      <FactRows
        label={t('wallet.withdraw.quote.label')}
        facts={[
          { key: 'fee', term: t('wallet.withdraw.quote.fee'), detail: figure('fee', 'md') },
          { key: 'net', term: t('wallet.withdraw.quote.net'), detail: figure('net', 'lg') },
        ]}
      />
      {quote.status === 'error' ? (
        <Text size="sm" tone="critical">
          {t('wallet.withdraw.quote.failed', { reason: errorText(quote.error) })}
        </Text>
      ) : (
        <Text size="sm" tone="secondary">
          {t('wallet.withdraw.quote.rule', {
            percent: feePercent,
            min: formatMoney(feeMin, locale),
          })}
        </Text>
      )}
    </div>
  );
}
