import { z } from 'zod';
import { FUND_RECORD_TYPES } from '@carbonmarket/domain';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { fundRecordPagesQuery } from '../api/fundRecordQueries';

/** Every change of the wallet; `?type=`: only the changes of one type (every type when absent). */
export const fundRecordsRoute = defineRoute({
  name: 'fundRecords',
  path: '/pages/profile/fundlogs',
  access: 'member',
  query: z.object({ type: z.enum(FUND_RECORD_TYPES).optional() }),
  parent: { route: 'profile' },
  page: 'src/features/wallet/routes/FundRecordsRoute.tsx',
  texts: 'wallet',
  data: ({ type }) => [fundRecordPagesQuery(type)],
  drawn: { by: 'request' },
  doc: {
    title: 'fund records',
    shows:
      'every change of the wallet by Singapore day, newest first, with the balance after it; `type` shows one kind',
  },
});
