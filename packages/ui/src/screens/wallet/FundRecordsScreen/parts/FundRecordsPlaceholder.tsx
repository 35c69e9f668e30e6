import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { money } from '@carbonmarket/domain';
import type { FundRecord } from '@carbonmarket/domain';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import { FundRecordLine } from './FundRecordLine';

/** Lines the first load shows: two days of three, more than a phone's screen holds. */
const DAYS = 2;
const LINES_PER_DAY = 3;

/** A typical line: a top-up of the available balance, laid out with its reference. */
const PLACEHOLDER_RECORD: FundRecord = {
  id: 0,
  type: 'top_up',
  balance: 'available',
  amount: money('100'),
  balanceAfter: money('1000'),
  reference: 'CMXXXXXXXXXX',
  createdAt: new Date(0),
};

/** The lines laid out as the list lays out its items (a column, no gap). */
const Lines = styled.div`
  display: flex;
  flex-direction: column;
`;

const Line = styled.div`
  min-width: 0;
`;

/**
 * The fund records while the first page loads: days of lines drawn from the loaded layout, so the
 * records take their place without moving anything (ADR 021). Their keys are their own.
 */
export function FundRecordsPlaceholder() {
  const { t } = useTranslation();
  return (
    <SkeletonOutline label={t('wallet.fundRecords.list.loading')}>
      <Lines>
        {Array.from({ length: DAYS * LINES_PER_DAY }, (_, index) => (
          <Line key={`placeholder-${index}`}>
            <FundRecordLine
              leading={index === 0}
              row={{
                record: PLACEHOLDER_RECORD,
                dayStart: index % LINES_PER_DAY === 0 ? new Date(0) : null,
                lastOfDay: index % LINES_PER_DAY === LINES_PER_DAY - 1,
              }}
            />
          </Line>
        ))}
      </Lines>
    </SkeletonOutline>
  );
}
