import { endpoints } from '@carbonmarket/domain/contract';
import type { FundRecordType } from '@carbonmarket/domain';
import { pagedQuery } from '../../../lib/query/pagedQuery';

/** Records per page: more than a phone's screen holds, so the first page fills it. */
const PAGE_SIZE = 20;

/**
 * The member's fund records, newest first, a page at a time: of one type, or of every type when
 * `type` is absent (the request then names none). One definition for the page's hook
 * (`useFundRecordPages`) and for the route's data, which the server draws with. A balance change,
 * pushed or in a reply, refreshes every list of them, filtered or not (`balancesChanged` in
 * `lib/query/cacheChanges.ts`). `enabled: false` for a guest, whom the page's guard offers to
 * register instead (the server would refuse them).
 */
export const fundRecordPagesQuery = (type: FundRecordType | undefined, enabled = true) =>
  pagedQuery(
    endpoints.wallet.fundRecords,
    type === undefined ? { pageSize: PAGE_SIZE } : { pageSize: PAGE_SIZE, type },
    { enabled },
  );
