import { z } from 'zod';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { memberProfileQuery } from '../../../shared/account/memberProfile';
import { balancesQuery } from '../../../shared/wallet/balances';
import { bankCardQuery } from '../api/bankCardQueries';
import { withdrawalAllowanceQuery, withdrawalPagesQuery } from '../api/withdrawQueries';

/**
 * A withdrawal to the saved bank account or its PayNow number, and the withdrawals with their
 * statuses. `&done=` names the withdrawal just asked for (a reload shows the form and the list,
 * with it in the list, rather than inviting the same withdrawal twice).
 */
export const withdrawRoute = defineRoute({
  name: 'withdraw',
  path: '/pages/profile/withdraw',
  access: 'member',
  query: z.object({ done: idParam.optional() }),
  parent: { route: 'profile' },
  page: 'src/features/wallet/routes/WithdrawRoute.tsx',
  texts: 'wallet',
  data: () => [
    balancesQuery(),
    memberProfileQuery(),
    bankCardQuery(),
    withdrawalAllowanceQuery(),
    withdrawalPagesQuery(),
  ],
  drawn: { by: 'request' },
  doc: {
    title: 'withdraw',
    shows:
      'a withdrawal to the saved bank account or its PayNow number: the amount within the limits, ' +
      'the fee, the withdrawal password; closed at the weekend; the withdrawals with their statuses',
  },
});
