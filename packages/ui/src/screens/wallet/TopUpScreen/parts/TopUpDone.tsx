import { useTranslation } from 'react-i18next';
import { formatMoney } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { Receipt } from '../../../../components/Receipt/Receipt';
import type { ReceiptLink } from '../../../../components/Receipt/Receipt';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { TopUpDetail, TopUpReturn } from '../topUpTypes';

export interface TopUpDoneProps {
  topUp: TopUpDetail;
  /** The payment the member came from: the first way on goes back to it. */
  returnTo: TopUpReturn | null;
  /** The fund records, where the credit shows as a line (absent while that page is to come). */
  fundRecordsHref: string | undefined;
  /** A new top-up: the way on when there is no other. */
  topUpHref: string;
}

/** The money arrived: what was credited, and the way back to the payment it was for. */
export function TopUpDone({ topUp, returnTo, fundRecordsHref, topUpHref }: TopUpDoneProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ways: ReceiptLink[] = [
    ...(returnTo === null
      ? []
      : [{ href: returnTo.href, label: t(`wallet.topUp.done.backTo.${returnTo.payment}`) }]),
    ...(fundRecordsHref === undefined
      ? []
      : [{ href: fundRecordsHref, label: t('wallet.topUp.done.toFundRecords') }]),
  ];
  const [first = { href: topUpHref, label: t('wallet.topUp.again') }, ...rest] = ways;
  return (
    <Receipt
      title={t('wallet.topUp.done.title', { amount: formatMoney(topUp.amount, locale) })}
      description={t('wallet.topUp.done.description')}
      factsLabel={t('wallet.topUp.done.label')}
      facts={[
        { key: 'reference', term: t('wallet.topUp.done.reference'), detail: topUp.reference },
        {
          key: 'amount',
          term: t('wallet.topUp.done.amount'),
          detail: <Amount value={topUp.amount} size="lg" />,
        },
        ...(topUp.resolvedAt === null
          ? []
          : [
              {
                key: 'credited',
                term: t('wallet.topUp.done.credited'),
                detail: formatDateTime(topUp.resolvedAt, locale),
              },
            ]),
      ]}
      links={[first, ...rest]}
    />
  );
}
