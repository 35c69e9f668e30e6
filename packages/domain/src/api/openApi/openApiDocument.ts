import { API_BASE_PATH } from '../../transport/transport';
import { ENDPOINTS } from '../allEndpoints';
import { ADMIN_KEY_HEADER } from '../endpoint';
import { refusalEnvelope, sessionEndedEnvelope } from './envelopeSchemas';
import { jsonSchemaOf } from './jsonSchema';
import type { SharedSchemas } from './jsonSchema';
import { operationOf } from './operation';
import { socketSection } from './socketSection';

/**
 * The contract as an OpenAPI 3.1 document: every endpoint's path and method, its input (query,
 * JSON body or multipart file), its reply in the envelope, the refusal codes it answers with, the
 * `Idempotency-Key` of those that move money, who may call it, and the sockets' messages. Built
 * from the same zod schemas the app and the server parse with, so it cannot drift from them; a
 * team writing its own backend generates or checks against it.
 */
export function openApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared: SharedSchemas = {};
  for (const endpoint of ENDPOINTS) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint, shared);
  }
  const sockets = socketSection();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Carbon Market API',
      version,
      description:
        'The carbon-credit marketplace: visitors, members and the operator. Every answer is HTTP ' +
        '200 with the envelope `{ code, msg, data, wait, time }`; `msg` carries a catalogue code, ' +
        'never words. Payloads may also carry `lang` (en or cn), `t` (a timestamp) and `v` (the ' +
        'base configuration version).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      securitySchemes: {
        sessionToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "A visitor's session token, as sign-in or guest entry answered it.",
        },
        operatorToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "An operator's console session token (shorter lived than a member's).",
        },
        adminKey: {
          type: 'apiKey',
          in: 'header',
          name: ADMIN_KEY_HEADER,
          description: 'For automation and tests only; off unless the server sets one.',
        },
      },
      schemas: {
        Refusal: jsonSchemaOf(refusalEnvelope),
        SessionEnded: jsonSchemaOf(sessionEndedEnvelope),
        ...sockets.schemas,
        ...shared,
      },
    },
    'x-websockets': sockets.paths,
  };
}
