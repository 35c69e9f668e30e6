import { z } from 'zod';
import { BILLING_PERIODS } from '@carbonmarket/domain';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { baseConfigQuery, topUpQuery } from '../api/topUpQueries';

/** A shortfall as the address carries it: an amount of money with at most two decimals. */
const amountParam = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);

/**
 * A top-up by PayNow (a path of ours: the spec shows none). Without `?id=` the amount; with it,
 * the top-up opened: its code, its status, its receipt. Started from an order short of balance,
 * `from`, `project`, `quantity` and `short` name that order, to suggest the amount and go back;
 * from a booking's final payment, `from=finalPayment`, `project`, `order` and `short`; from a
 * membership plan, `from=membership`, `period` and `short` (the plans page shows that period
 * again).
 */
export const topUpRoute = defineRoute({
  name: 'topUp',
  path: '/pages/profile/topup',
  access: 'member',
  query: z.object({
    id: idParam.optional(),
    from: z.enum(['purchase', 'booking', 'finalPayment', 'membership']).optional(),
    project: idParam.optional(),
    order: idParam.optional(),
    quantity: idParam.optional(),
    period: z.enum(BILLING_PERIODS).optional(),
    short: amountParam.optional(),
  }),
  parent: { route: 'profile' },
  page: 'src/features/wallet/routes/TopUpRoute.tsx',
  texts: 'wallet',
  data: ({ id }) => [baseConfigQuery(), ...(id === undefined ? [] : [topUpQuery(id)])],
  drawn: { by: 'request' },
  doc: {
    title: 'top up',
    shows: 'a top-up by PayNow: the amount, then the code to pay with and its status',
  },
});
