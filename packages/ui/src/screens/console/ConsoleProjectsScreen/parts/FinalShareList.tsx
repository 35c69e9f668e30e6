import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ZERO_MONEY, add } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Text } from '../../../../components/Typography/Text';
import type { FinalShare } from '../projectsTypes';
import { ItemList } from '../../shared/PlaceholderItems';

const Share = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Total = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[300]};
`;

/**
 * Each booking's share of a presale's final terms, as setting them would make it: the order and
 * whose it is, the tons booked and the final share, the booking fee already paid and what is left
 * to pay; then what the bookings will owe together.
 */
export function FinalShareList({ bookings }: { bookings: readonly FinalShare[] }) {
  const { t } = useTranslation();
  const total = bookings.reduce((sum, booking) => add(sum, booking.finalPayment), ZERO_MONEY);
  return (
    <>
      <ItemList aria-label={t('console.projects.final.bookings', { count: bookings.length })}>
        {bookings.map((booking) => (
          <Share key={booking.orderId}>
            <Text size="sm" weight="semibold" breakAnywhere>
              {t('console.projects.final.order', { orderNo: booking.orderNo })}
            </Text>
            <Text size="sm" tone="secondary">
              {t('console.projects.final.member', { id: booking.memberId })}
            </Text>
            <FactRows
              facts={[
                {
                  key: 'booked',
                  term: t('console.projects.final.booked'),
                  detail: <TonsAmount value={booking.bookedTons} size="sm" />,
                },
                {
                  key: 'share',
                  term: t('console.projects.final.share'),
                  detail: <TonsAmount value={booking.finalTons} size="sm" />,
                },
                {
                  key: 'fee',
                  term: t('console.projects.final.fee'),
                  detail: <Amount value={booking.bookingFee} size="sm" tone="muted" />,
                },
                {
                  key: 'owes',
                  term: t('console.projects.final.owes'),
                  detail: <Amount value={booking.finalPayment} size="sm" />,
                },
              ]}
            />
          </Share>
        ))}
      </ItemList>
      <Total>
        <Text weight="semibold">{t('console.projects.final.total')}</Text>
        <Amount value={total} size="lg" />
      </Total>
    </>
  );
}
