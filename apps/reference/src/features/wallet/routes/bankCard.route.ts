import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { memberProfileQuery } from '../../../shared/account/memberProfile';
import { bankCardQuery } from '../api/bankCardQueries';

/** The bank account withdrawals are paid to: shown, added or changed. */
export const bankCardRoute = defineRoute({
  name: 'bankCard',
  path: '/pages/profile/card',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  page: 'src/features/wallet/routes/BankCardRoute.tsx',
  texts: 'wallet',
  data: () => [bankCardQuery(), memberProfileQuery()],
  drawn: { by: 'request' },
  doc: {
    title: 'bank card',
    shows: 'the account withdrawals go to: its bank, number, holder and PayNow number, to change',
  },
});
