import { useInfiniteQuery } from '@tanstack/react-query';
import type { FundRecord, FundRecordType } from '@carbonmarket/domain';
import { pagedListOf } from '../../../shared/data/pagedList';
import { fundRecordPagesQuery } from './fundRecordQueries';

/**
 * The pages of the member's fund records, of one type or of all (`type` absent); nothing is
 * fetched unless `enabled`.
 */
export function useFundRecordPages(type: FundRecordType | undefined, enabled: boolean) {
  return pagedListOf<FundRecord>(useInfiniteQuery(fundRecordPagesQuery(type, enabled)));
}
