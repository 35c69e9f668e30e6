import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../../components/Amount/Amount';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import { formatDate, formatTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { DayRow } from './dayRows';

/**
 * The day's heading, over its card; the list's first has no space above it. Margins, not padding:
 * a placeholder paints the heading's box as bars, which must be its text's lines only.
 */
const DayTitle = styled(Heading)<{ $leading: boolean }>`
  margin: ${({ theme, $leading }) =>
    `${$leading ? theme.space[0] : theme.space[400]} ${theme.space[100]} ${theme.space[200]}`};
`;

/** One line on the day's card: the card's rounded top on its first, its bottom on its last. */
const Row = styled.div<{ $first: boolean; $last: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme, $first, $last }) => {
    const top = $first ? theme.radius.lg : theme.radius.none;
    const bottom = $last ? theme.radius.lg : theme.radius.none;
    return `${top} ${top} ${bottom} ${bottom}`;
  }};
  ${({ theme, $first }) =>
    !$first &&
    css`
      &::before {
        content: '';
        position: absolute;
        top: 0;
        left: ${theme.space[400]};
        right: 0;
        height: 1px;
        background: ${theme.color.border.default};
      }
    `}
`;

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
      <Row $first={dayStart !== null} $last={lastOfDay}>
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
      </Row>
    </>
  );
}
