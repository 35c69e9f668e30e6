import { z } from 'zod';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { balancesQuery } from '../../../shared/wallet/balances';
import { projectDetailQuery } from '../api/projectQueries';

/** Buying a normal project's credits. */
export const projectDetailRoute = defineRoute({
  name: 'projectDetail',
  path: '/pages/project/dproject',
  access: 'member',
  // `&done=`: the order a purchase made (a reload opens it instead of the form); `&quantity=`:
  // the tons to start with (kept while the member topped up; the footprint's offer fills it); a
  // quantity that is not a whole number of tons is ignored rather than refusing the page.
  query: z.object({
    id: idParam,
    done: idParam.optional(),
    quantity: idParam.optional().catch(undefined),
  }),
  parent: { route: 'project', params: ({ id }) => ({ id }) },
  page: 'src/features/projects/routes/PurchaseRoute.tsx',
  texts: 'projectPages',
  data: ({ id }, { lang }) => [projectDetailQuery(id, lang), balancesQuery()],
  doc: {
    title: 'buy',
    shows: 'the purchase of a normal project: tons, total, balance, terms, confirmation',
  },
});
