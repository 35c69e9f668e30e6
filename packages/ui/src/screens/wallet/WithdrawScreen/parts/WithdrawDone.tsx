import { useTranslation } from 'react-i18next';
import type { BankCard, Money, Withdrawal } from '@carbonmarket/domain';
import { Receipt } from '../../../../components/Receipt/Receipt';
import type { ReceiptLink } from '../../../../components/Receipt/Receipt';
import { Amount } from '../../../../components/Amount/Amount';
import { StatusTag } from '../../../../components/StatusTag/StatusTag';
import { destinationText } from './destinationText';

export interface WithdrawDoneProps {
  /** The withdrawal as the server confirmed it, its status kept up to date. */
  withdrawal: Withdrawal;
  /** Where it is paid. */
  card: BankCard;
  /** The available balance after it. */
  available: Money;
  /** The ways on: the fund records first. */
  links: readonly [ReceiptLink, ...ReceiptLink[]];
}

/**
 * The receipt of a withdrawal asked for: the amount that left the available balance, the fee,
 * what reaches the bank and where, and its status as it moves (processing, then paid or refused).
 */
export function WithdrawDone({ withdrawal, card, available, links }: WithdrawDoneProps) {
  const { t } = useTranslation();
  return (
    <Receipt
      title={t('wallet.withdraw.done.title')}
      description={t(`wallet.withdraw.done.description.${withdrawal.status}`)}
      factsLabel={t('wallet.withdraw.done.label')}
      facts={[
        {
          key: 'status',
          term: t('wallet.withdraw.done.status'),
          detail: <StatusTag kind="withdrawal" status={withdrawal.status} />,
        },
        {
          key: 'amount',
          term: t('wallet.withdraw.done.amount'),
          detail: <Amount value={withdrawal.amount} />,
        },
        {
          key: 'fee',
          term: t('wallet.withdraw.quote.fee'),
          detail: <Amount value={withdrawal.fee} />,
        },
        {
          key: 'net',
          term: t('wallet.withdraw.quote.net'),
          detail: <Amount value={withdrawal.netAmount} size="lg" />,
        },
        {
          key: 'to',
          term: t('wallet.withdraw.done.to'),
          detail: destinationText(t, card, withdrawal.destination),
        },
        {
          key: 'available',
          term: t('wallet.withdraw.done.available'),
          detail: <Amount value={available} />,
        },
      ]}
      links={links}
    />
  );
}
