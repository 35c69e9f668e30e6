import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/Countdown/Countdown';
import type { CountdownVariant } from '../../../components/Countdown/Countdown';
import { Icon } from '../../../icons/Icon';
import { Text } from '../../../components/Typography/Text';

const Row = styled.div<{ $variant: CountdownVariant }>`
  display: flex;
  flex-direction: ${({ $variant }) => ($variant === 'blocks' ? 'column' : 'row')};
  align-items: ${({ $variant }) => ($variant === 'blocks' ? 'flex-start' : 'baseline')};
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/** The time left to pay a booking's final amount, on the server's clock. */
export function FinalPaymentCountdown({
  now,
  deadline,
  variant = 'inline',
}: {
  now: Date;
  deadline: Date;
  /** `inline` on a list's card, `blocks` on the order's page. @default 'inline' */
  variant?: CountdownVariant;
}) {
  const { t } = useTranslation();
  return (
    <Row $variant={variant}>
      <span>{t('orders.finalPayment.payWithin')}</span>
      <Countdown
        now={now}
        deadline={deadline}
        variant={variant}
        label={t('orders.finalPayment.countdown')}
        expiredText={t('orders.finalPayment.expired')}
      />
    </Row>
  );
}

const Notice = styled.div<{ $tone: 'critical' | 'info' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

const NoticeText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['050']};
  min-width: 0;
`;

/**
 * A booking whose final payment period is over: the booking fee is kept and nothing more can be
 * paid ("final payment period expired").
 */
export function ForfeitedNotice() {
  const { t } = useTranslation();
  return (
    <Notice $tone="critical">
      <Icon name="warning" size={16} />
      <NoticeText>
        <Text weight="semibold">{t('orders.finalPayment.expired')}</Text>
        <Text>{t('orders.finalPayment.forfeited')}</Text>
      </NoticeText>
    </Notice>
  );
}

/** A booking waiting for the presale's final price and tons: what comes next. */
export function AwaitingPriceNotice() {
  const { t } = useTranslation();
  return (
    <Notice $tone="info">
      <Icon name="info" size={16} />
      <NoticeText>
        <Text>{t('orders.finalPayment.awaitingPrice')}</Text>
      </NoticeText>
    </Notice>
  );
}
