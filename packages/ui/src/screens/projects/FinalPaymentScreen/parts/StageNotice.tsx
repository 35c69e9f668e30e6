import { useTranslation } from 'react-i18next';
import type { Order } from '@carbonmarket/domain';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { FinalPaymentStage } from '../finalPaymentStage';
import { Notice } from '../../../../components/Notice/Notice';

/** Why the booking cannot be paid now: not set yet, already paid, forfeited, or not a booking. */
export function StageNotice({
  stage,
  order,
}: {
  stage: Exclude<FinalPaymentStage, 'payable'>;
  order: Order;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  switch (stage) {
    case 'waiting':
      return <Notice tone="info">{t('projects.finalPayment.state.waiting')}</Notice>;
    case 'paid':
      return (
        <Notice tone="success">
          {t('projects.finalPayment.state.paid', {
            date: order.finalPaidAt === null ? '' : formatDateTime(order.finalPaidAt, locale),
          })}
        </Notice>
      );
    case 'forfeited':
      return <Notice tone="warning">{t('projects.finalPayment.state.forfeited')}</Notice>;
    case 'notPresale':
      return <Notice tone="info">{t('projects.finalPayment.state.notPresale')}</Notice>;
    default:
      return stage satisfies never;
  }
}
