import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** The questionnaire a member answers once before anything else (the FAQ rule). */
export const faqRoute = defineRoute({
  name: 'faq',
  path: '/pages/index/faq',
  access: 'visitor',
  query: z.object({}),
  beforeFaq: true,
  page: 'src/features/onboarding/routes/FaqRoute.tsx',
  texts: 'onboarding',
  doc: { title: 'FAQ', shows: 'the questionnaire a member answers once' },
});
