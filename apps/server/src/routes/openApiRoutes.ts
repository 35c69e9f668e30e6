import type { FastifyPluginAsync } from 'fastify';
import { API_BASE_PATH } from '@carbonmarket/domain';
import { openApiDocument } from '@carbonmarket/domain/openapi';
import { API_VERSION } from '../apiVersion';

/** Where the server serves the contract as an OpenAPI 3.1 document. */
export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;

/**
 * `GET /h5/api/openapi.json`: the contract as OpenAPI 3.1, for teams that generate a client or a
 * server from it or check their own backend against it. Built once, on the first request.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  let text: string | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    text ??= JSON.stringify(openApiDocument(API_VERSION));
    return reply.type('application/json; charset=utf-8').send(text);
  });
};
