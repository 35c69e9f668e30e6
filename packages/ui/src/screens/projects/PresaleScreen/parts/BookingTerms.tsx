import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/Card/Card';
import { Countdown } from '../../../../components/Countdown/Countdown';
import { Text } from '../../../../components/Typography/Text';

const CountdownRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/**
 * How a presale is paid: the countdown to the end of the booking window (when it has an end),
 * and the final payment that follows once the final price and tons are set, within the
 * operator's number of days (when known), or the booking fee is kept.
 */
export function BookingTerms({
  now,
  closesAt,
  finalPaymentDays,
}: {
  now: Date;
  closesAt: Date | null;
  finalPaymentDays?: number;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('projects.presale.window.label')} headingLevel={2}>
      {closesAt !== null && closesAt.getTime() > now.getTime() ? (
        <CountdownRow>
          <span>{t('projects.presale.window.closesIn')}</span>
          <Countdown
            now={now}
            deadline={closesAt}
            variant="blocks"
            label={t('projects.presale.window.closesIn')}
          />
        </CountdownRow>
      ) : null}
      <Text size="sm" tone="secondary" breakAnywhere>
        {finalPaymentDays === undefined
          ? t('projects.presale.window.finalPaymentSoon')
          : t('projects.presale.window.finalPayment', { days: finalPaymentDays })}
      </Text>
    </Card>
  );
}
