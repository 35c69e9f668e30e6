import type { FastifyPluginAsync } from 'fastify';
import { faqAnswer, faqQuestions } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** The FAQ questionnaire: questions for any visitor, answers from members. */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const faq = services.faq;
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
};
