import type { FastifyPluginAsync } from 'fastify';
import { footprintQuestions, footprintResult, footprintSubmit } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** The carbon-footprint questionnaire and its result, for members. */
export const footprintRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const footprint = services.footprint;
  mountEndpoint(app, footprintQuestions, ({ lang }) => footprint.questions(lang), services.mount);
  mountEndpoint(
    app,
    footprintSubmit,
    ({ lang: _lang, ...answers }, { viewer, now }) =>
      footprint.submit(memberOf(viewer).memberId, answers, now),
    services.mount,
  );
  mountEndpoint(
    app,
    footprintResult,
    (_input, { viewer }) => footprint.result(memberOf(viewer).memberId),
    services.mount,
  );
};
