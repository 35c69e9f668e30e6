import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** The FAQ questionnaire: questions for any visitor, answers from members. */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const faq = services.faq;
  mountEndpoint(
    app,
    endpoints.faq.questions,
    async ({ lang }, { viewer }) => ({
      answered: viewer ? await faq.answered(viewer.memberId, viewer.visitorType) : false,
      questions: await faq.questions(lang),
    }),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.faq.answer,
    ({ answers }, { viewer, now }) => faq.answer(memberOf(viewer).memberId, answers, now),
    services.mount,
  );
};
