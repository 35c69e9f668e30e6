// A backend made from the OpenAPI document alone: every operation answers a success reply sampled
// from its 200 response, and a stored picture's address (`/h5/uploads/<name>`, where the
// document's picture addresses point) answers a small picture. What a team points its app at
// before it has a server of its own.
import { operationsOf, successSample } from './successSample';
import type { OpenApiDocument } from './successSample';
import type { RequestHandler } from './staticServer';

/** Where the backend serves stored pictures. */
const UPLOADS_PATH = '/h5/uploads/';

/** A 1 × 1 transparent PNG: every stored picture of the mock. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface OpenApiMock {
  handle: RequestHandler;
  /** The operations called so far, by id, in order. */
  served: string[];
}

export function openApiMock(document: OpenApiDocument): OpenApiMock {
  const base = document.servers[0]?.url ?? '';
  const routes = operationsOf(document).map(({ method, path, operation }) => ({
    method,
    // `{id}` in a path stands for one segment.
    pattern: new RegExp(`^${escapeRegExp(`${base}${path}`).replace(/\\\{\w+\\\}/g, '[^/]+')}$`),
    operation,
  }));
  const served: string[] = [];
  const handle: RequestHandler = (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname.startsWith(UPLOADS_PATH)) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(PICTURE);
      return true;
    }
    const route = routes.find(
      ({ method, pattern }) => method === request.method && pattern.test(pathname),
    );
    if (!route) return false;
    served.push(route.operation.operationId);
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(successSample(document, route.operation)));
    return true;
  };
  return { handle, served };
}
