import { z } from 'zod';
import { CREDIT_KINDS } from '@carbonmarket/domain';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { holdingDetailQuery } from '../api/creditQueries';

/** `?id=` the project whose credits are retired, `?kind=` which of its credits (normal when absent). */
export const retireRoute = defineRoute({
  name: 'retire',
  path: '/pages/profile/retire',
  access: 'member',
  query: z.object({
    id: idParam,
    kind: z.enum(CREDIT_KINDS).default('normal'),
  }),
  parent: { route: 'tons' },
  page: 'src/features/credits/routes/RetireRoute.tsx',
  texts: 'credits',
  data: ({ id, kind }, { lang }) => [holdingDetailQuery(id, kind, lang)],
  doc: {
    title: 'retire',
    shows: 'retiring whole tons of a holding for good, for the member or a named beneficiary',
  },
});
