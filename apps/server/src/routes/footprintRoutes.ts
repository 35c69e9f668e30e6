import type { FastifyInstance } from 'fastify';
import { footprintQuestions, footprintResult, footprintSubmit } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import type { Services } from '../app';
import { createFootprintService } from '../content/footprintService';
import { memberOf } from './memberOf';

/** The carbon-footprint questionnaire and its result, for members. */
export function registerFootprintRoutes(app: FastifyInstance, services: Services): void {
  const footprint = createFootprintService(services.db);
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
}
