import { z } from 'zod';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { retirementQuery } from '../api/creditQueries';

/** `?id=` the retirement whose certificate is shown (one of the member's own). */
export const certificateRoute = defineRoute({
  name: 'certificate',
  path: '/pages/profile/certificate',
  access: 'member',
  query: z.object({ id: idParam }),
  parent: { route: 'tons' },
  page: 'src/features/credits/routes/CertificateRoute.tsx',
  texts: 'credits',
  data: ({ id }, { lang }) => [retirementQuery(id, lang)],
  doc: {
    title: 'certificate',
    shows: 'the certificate of a retirement: its facts and serials, the PDF and the public page',
  },
});
