// Replies made from the OpenAPI document are replies the contract reads: for every operation of
// docs/openapi.json, a success reply sampled from its 200 response (openapi-sampler, which takes
// the examples the wire schemas carry) parses with the endpoint's zod reply schema, amounts,
// quantities, instants, codes and addresses included. A mock backend made from the document
// therefore feeds the app's screens valid data.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, REPLY_CODE, replySchema } from '@carbonmarket/domain/contract';
import { operationsOf, successSample } from './packed/successSample';
import type { OpenApiDocument } from './packed/successSample';

const document = JSON.parse(
  readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument;
const operations = operationsOf(document);

describe('replies sampled from docs/openapi.json', () => {
  it('cover every endpoint of the contract', () => {
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual(
      ENDPOINTS.map((endpoint) => endpoint.name).sort(),
    );
  });

  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: the sample parses with the contract',
    (name, endpoint) => {
      const found = operations.find(({ operation }) => operation.operationId === name);
      if (!found) throw new Error(`${name} is not in the document`);
      expect(found.method).toBe(endpoint.method);
      const reply = replySchema(endpoint.response).safeParse(
        successSample(document, found.operation),
      );
      expect(reply.error?.issues ?? []).toEqual([]);
      expect(reply.data?.code).toBe(REPLY_CODE.ok);
    },
  );
});
