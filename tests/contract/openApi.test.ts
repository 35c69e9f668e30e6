// The OpenAPI document: current with the contract (run `npm run docs:openapi` after changing an
// endpoint), valid OpenAPI 3.1, and complete: every endpoint with its input, reply, refusal codes,
// idempotency header and access.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ENDPOINTS, IDEMPOTENCY_KEY_HEADER } from '@carbonmarket/domain/contract';
import { renderOpenApi } from '../../scripts/openApiFile';

const text = renderOpenApi();
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  security: Record<string, unknown>[];
  'x-refusal-codes': string[];
  responses: Record<string, { content: { 'application/json': { schema: { oneOf: unknown[] } } } }>;
}
const document = JSON.parse(text) as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

describe('docs/openapi.json', () => {
  it('matches the contract (run `npm run docs:openapi` after changing an endpoint)', () => {
    expect(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')).toBe(text);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every endpoint: input, reply, refusals, idempotency and access', () => {
    for (const endpoint of ENDPOINTS) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, endpoint.name).toBe(endpoint.name);
      if (!operation) continue;
      expect(operation['x-refusal-codes']).toEqual(expect.arrayContaining([...endpoint.errors]));
      expect(operation.responses['200']?.content['application/json'].schema.oneOf).toHaveLength(3);
      const idempotency = operation.parameters?.find(
        (parameter) => parameter.name === IDEMPOTENCY_KEY_HEADER,
      );
      expect(idempotency?.required ?? false, endpoint.name).toBe(endpoint.moneyMoving);
      if (endpoint.method === 'POST' || endpoint.method === 'PUT')
        expect(Object.keys(operation.requestBody?.content ?? {}), endpoint.name).toEqual([
          endpoint.upload ? 'multipart/form-data' : 'application/json',
        ]);
      expect(operation.security.length, endpoint.name).toBeGreaterThan(0);
      if (endpoint.access === 'public') expect(operation.security).toEqual([{}]);
      else expect(operation.security).not.toContainEqual({});
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(ENDPOINTS.length);
  });
});
