import { GENERIC_ERRORS } from '../genericErrors';
import { IDEMPOTENCY_KEY_HEADER } from '../endpoint';
import type { Endpoint } from '../endpoint';
import { successEnvelope } from './envelopeSchemas';
import { jsonSchemaOf } from './jsonSchema';
import type { JsonSchema, SharedSchemas } from './jsonSchema';

/** What each access asks of the caller, as OpenAPI security requirements (any one suffices). */
const SECURITY: Record<Endpoint['access'], Record<string, string[]>[]> = {
  public: [{}],
  visitor: [{ sessionToken: [] }],
  member: [{ sessionToken: [] }],
  admin: [{ operatorToken: [] }, { adminKey: [] }],
};

const WHO: Record<Endpoint['access'], string> = {
  public: 'Anyone.',
  visitor: 'Signed-in visitors, guests included.',
  member: 'Members (a guest gets GUEST_RESTRICTED).',
  admin: "The operator's staff: an operator's console session, or automation with the admin key.",
};

/** The query parameters of a GET or DELETE: one per property of its request schema. */
function queryParameters(schema: JsonSchema): Record<string, unknown>[] {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** How the body travels: JSON, or a multipart form with one file. */
function requestBody(endpoint: Endpoint, shared: SharedSchemas): Record<string, unknown> {
  if (endpoint.upload)
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: `JPEG, PNG or WebP, judged by its bytes; at most ${endpoint.upload.maxBytes} bytes.`,
              },
            },
          },
        },
      },
    };
  return {
    required: true,
    content: {
      'application/json': {
        schema: jsonSchemaOf(endpoint.request, shared, `${endpoint.name}.body.`),
      },
    },
  };
}

/** The operation of one endpoint: its input, its reply in the envelope, its refusal codes. */
export function operationOf(endpoint: Endpoint, shared: SharedSchemas): Record<string, unknown> {
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const refusals = [...new Set([...endpoint.errors, ...GENERIC_ERRORS])];
  const parameters = [
    ...(inQuery
      ? queryParameters(jsonSchemaOf(endpoint.request, shared, `${endpoint.name}.query.`))
      : []),
    ...(endpoint.moneyMoving
      ? [
          {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header',
            required: true,
            description:
              'One fresh value per intended operation; a call repeated with it answers the first reply.',
            schema: { type: 'string', minLength: 1, maxLength: 128 },
          },
        ]
      : []),
  ];
  const role =
    endpoint.access === 'admin' && endpoint.role === 'admin'
      ? ' Admins only: an operator gets OPERATOR_ROLE_REQUIRED.'
      : '';
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    description: `${WHO[endpoint.access]}${role} Refusal codes besides the form checks: ${refusals.join(', ')}.`,
    tags: [endpoint.name.split('.')[0] ?? endpoint.name],
    security: SECURITY[endpoint.access],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(inQuery ? {} : { requestBody: requestBody(endpoint, shared) }),
    responses: {
      '200': {
        description:
          'Every answer is HTTP 200 with the envelope: code 0 with the data, a positive code ' +
          'with the catalogue code of a refusal, or a negative code when the session is over.',
        content: {
          'application/json': {
            schema: {
              oneOf: [
                jsonSchemaOf(successEnvelope(endpoint.response), shared, `${endpoint.name}.reply.`),
                { $ref: '#/components/schemas/Refusal' },
                { $ref: '#/components/schemas/SessionEnded' },
              ],
            },
          },
        },
      },
    },
    'x-access': endpoint.access,
    ...(endpoint.role ? { 'x-role': endpoint.role } : {}),
    'x-refusal-codes': refusals,
    'x-money-moving': endpoint.moneyMoving,
  };
}
