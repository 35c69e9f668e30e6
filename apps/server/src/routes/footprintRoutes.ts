import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** The carbon-footprint questionnaire and its result, for any signed-in visitor (guests too). */
export const footprintRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const footprint = services.footprint;
  mountEndpoint(
    app,
    endpoints.footprint.questions,
    ({ lang }) => footprint.questions(lang),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.footprint.submit,
    ({ lang: _lang, ...answers }, { viewer, now }) =>
      footprint.submit(memberOf(viewer).memberId, answers, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.footprint.result,
    (_input, { viewer }) => footprint.result(memberOf(viewer).memberId),
    services.mount,
  );
};
