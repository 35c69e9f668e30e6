import { z } from 'zod';
import { CREDIT_KINDS } from '@carbonmarket/domain';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { holdingDetailQuery } from '../api/creditQueries';

/** `?id=` the project whose credits are sold, `?kind=` which of its credits (normal when absent). */
export const sellRoute = defineRoute({
  name: 'sell',
  path: '/pages/project/dsell',
  access: 'member',
  // `&done=`: the sale made (a reload opens the credits and their sales instead of the form).
  query: z.object({
    id: idParam,
    kind: z.enum(CREDIT_KINDS).default('normal'),
    done: idParam.optional(),
  }),
  parent: { route: 'tons' },
  page: 'src/features/credits/routes/SellRoute.tsx',
  texts: 'credits',
  data: ({ id, kind }, { lang }) => [holdingDetailQuery(id, kind, lang)],
  doc: { title: 'sell', shows: "selling held credits back at the project's current price" },
});
