import type { FastifyInstance } from 'fastify';
import { faqAnswer, faqQuestions } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import type { Services } from '../app';
import { createFaqService } from '../content/faqService';
import { memberOf } from './memberOf';

/** The FAQ questionnaire: questions for any visitor, answers from members. */
export function registerFaqRoutes(app: FastifyInstance, services: Services): void {
  const faq = createFaqService(services.db);
  mountEndpoint(
    app,
    faqQuestions,
    ({ lang }, { viewer }) => ({
      answered: viewer ? faq.answered(viewer.memberId, viewer.visitorType) : false,
      questions: faq.questions(lang),
    }),
    services.mount,
  );
  mountEndpoint(
    app,
    faqAnswer,
    ({ answers }, { viewer, now }) => faq.answer(memberOf(viewer).memberId, answers, now),
    services.mount,
  );
}
