import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../../components/Amount/Amount';
import { Text } from '../../../../components/Typography/Text';
import { DayCardRow, DayTitle } from '../../../../components/DayCard/dayCardParts';
import { formatDate, formatTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { DayRow } from './dayRows';

/** A label and its figure, on one line while they fit; the figure keeps to the end. */
const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space[300]};

  & > :first-child {
    min-width: 0;
  }
  & > :last-child {
    margin-inline-start: auto;
  }
`;

export interface FundRecordLineProps {
  row: DayRow;
  /** The first line of the list: its day's heading has no space above it. */
  leading: boolean;
}

/**
 * A fund record, under its day's heading when it is the day's first: what kind of change it was
 * and the signed amount (money in green with `+`, money out red with `-`), the time in Singapore
 * and the reference, and the balance it changed as it stood after.
 */
export function FundRecordLine({ row, leading }: FundRecordLineProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { record, dayStart, lastOfDay } = row;
  const time = formatTime(record.createdAt, locale);
  return (
    <>
      {dayStart !== null ? (
        <DayTitle level={2} size="sm" weight="medium" tone="secondary" $leading={leading}>
          {formatDate(dayStart, locale)}
        </DayTitle>
      ) : null}
      <DayCardRow $first={dayStart !== null} $last={lastOfDay}>
        <Pair>
          <Text size="md" weight="medium" breakAnywhere>
            {t(`wallet.fundRecords.types.${record.type}`)}
          </Text>
          <Amount value={record.amount} signed />
        </Pair>
        <Text size="sm" tone="secondary" breakAnywhere>
          {record.reference === ''
            ? time
            : t('wallet.fundRecords.line.when', { time, reference: record.reference })}
        </Text>
        <Pair>
          <Text size="sm" tone="secondary">
            {t(`wallet.fundRecords.line.balanceAfter.${record.balance}`)}
          </Text>
          <Amount value={record.balanceAfter} size="sm" tone="muted" />
        </Pair>
      </DayCardRow>
    </>
  );
}
