import { z } from 'zod';
import { BILLING_PERIODS } from '@carbonmarket/domain';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { balancesQuery } from '../../../shared/wallet/balances';
import { membershipPlansQuery } from '../api/membershipQueries';

/**
 * The membership: the plans, joining, upgrading and renewing. Back from a top-up for a plan,
 * `period` names the plan's period (`screenLinks().topUpForPlan`), which shows first.
 */
export const applyRoute = defineRoute({
  name: 'apply',
  path: '/pages/profile/apply',
  access: 'member',
  query: z.object({ period: z.enum(BILLING_PERIODS).optional() }),
  parent: { route: 'profile' },
  page: 'src/features/account/routes/MembershipRoute.tsx',
  texts: 'profile',
  data: () => [membershipPlansQuery(), balancesQuery()],
  drawn: { by: 'request' },
  doc: {
    title: 'membership',
    shows:
      'the level held and its end, the plans P1 to P5 monthly or annual with what each opens, joining, upgrading or renewing from the balance',
  },
});
