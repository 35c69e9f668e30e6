import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Order } from '@carbonmarket/domain';
import { Icon } from '../../../../icons/Icon';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { FinalPaymentStage } from '../finalPaymentStage';
import { Text } from '../../../../components/Typography/Text';

const Notice = styled(Text).attrs({ size: 'sm', breakAnywhere: true })<{
  $tone: 'info' | 'warning' | 'success';
}>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  /* A status pair: the text's colour goes with the notice's fill. */
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};

  & > svg {
    flex: none;
  }
`;

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
      return (
        <Notice $tone="info">
          <Icon name="info" />
          {t('projects.finalPayment.state.waiting')}
        </Notice>
      );
    case 'paid':
      return (
        <Notice $tone="success">
          <Icon name="success" />
          {t('projects.finalPayment.state.paid', {
            date: order.finalPaidAt === null ? '' : formatDateTime(order.finalPaidAt, locale),
          })}
        </Notice>
      );
    case 'forfeited':
      return (
        <Notice $tone="warning">
          <Icon name="warning" />
          {t('projects.finalPayment.state.forfeited')}
        </Notice>
      );
    case 'notPresale':
      return (
        <Notice $tone="info">
          <Icon name="info" />
          {t('projects.finalPayment.state.notPresale')}
        </Notice>
      );
    default:
      return stage satisfies never;
  }
}
