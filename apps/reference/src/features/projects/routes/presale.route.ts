import { z } from 'zod';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { balancesQuery } from '../../../shared/wallet/balances';
import { bookingQuery } from '../api/bookingQueries';
import { projectDetailQuery } from '../api/projectQueries';

/** `?id=<project>`: book the presale; `&order=<order>`: pay that booking's final amount. */
export const presaleRoute = defineRoute({
  name: 'presale',
  path: '/pages/project/dpresale',
  access: 'member',
  // `&done=`: the order a booking or a final payment made (a reload opens it instead of the form);
  // `&quantity=`: the tons to book to start with, kept while the member topped up.
  query: z.object({
    id: idParam,
    order: idParam.optional(),
    done: idParam.optional(),
    quantity: idParam.optional(),
  }),
  parent: { route: 'project', params: ({ id }) => ({ id }) },
  page: 'src/features/projects/routes/PresaleRoute.tsx',
  texts: 'projectPages',
  data: ({ id, order }, { lang }) => [
    order === undefined ? projectDetailQuery(id, lang) : bookingQuery(order, lang),
    balancesQuery(),
  ],
  doc: {
    title: 'presale',
    shows: 'booking a presale (the fee now) and, for an order awaiting it, the final payment',
  },
});
