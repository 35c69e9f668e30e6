import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE_PATH } from '@carbonmarket/domain';
import { OPENAPI_PATH } from './openApiRoutes';

/** Where the interactive API reference is served. */
export const API_REFERENCE_PATH = `${API_BASE_PATH}/docs/`;

/** The renderer's files the page loads, from the maintained `swagger-ui-dist` package. */
const RENDERER_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

/** The page: the renderer's style and script, then ours, which points it at the document. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Carbon Market API</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="swagger-ui-bundle.js"></script>
    <script src="start.js"></script>
  </body>
</html>
`;

/** Ours, a file of its own: the server's CSP allows no inline script. */
const START = `window.SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#reference', deepLinking: true });\n`;

/**
 * `GET /h5/api/docs/`: the OpenAPI document drawn as an interactive reference (every endpoint,
 * its input and reply, and Try it out against this server), by Swagger UI.
 */
export const apiReferenceRoutes: FastifyPluginAsync = async (app) => {
  const folder = path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  const files = new Map<string, { type: string; body: Buffer | string }>([
    ['', { type: 'text/html; charset=utf-8', body: PAGE }],
    ['start.js', { type: 'text/javascript; charset=utf-8', body: START }],
    ...Object.entries(RENDERER_FILES).map(
      ([name, type]) => [name, { type, body: readFileSync(path.join(folder, name)) }] as const,
    ),
  ]);
  app.get(API_REFERENCE_PATH.slice(0, -1), async (_request, reply) =>
    reply.redirect(API_REFERENCE_PATH),
  );
  app.get<{ Params: { file: string } }>(`${API_REFERENCE_PATH}:file`, async (request, reply) => {
    const file = files.get(request.params.file);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(file.type).send(file.body);
  });
  app.get(API_REFERENCE_PATH, async (_request, reply) => {
    const page = files.get('');
    return reply.type(page?.type ?? 'text/html').send(page?.body);
  });
};
