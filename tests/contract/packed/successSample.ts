// A success reply drawn from the OpenAPI document alone, as a team without our server would
// make one: openapi-sampler walks the operation's 200 response schema, taking each value's first
// example (the contract gives every amount, quantity, instant, code and address one), an enum's
// first value, a union's first branch.
import { sample } from 'openapi-sampler';

/** A JSON Schema of the document, as the sampler reads it. */
type Schema = Parameters<typeof sample>[0];

/** What of an OpenAPI 3.1 document the sampler needs: servers, operations and their replies. */
export interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface OpenApiOperation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: Schema } | undefined> }>;
}

/** Every operation of the document with its method (upper case) and path. */
export function operationsOf(
  document: OpenApiDocument,
): { method: string; path: string; operation: OpenApiOperation }[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/** The success shape of a reply: the branch of the 200 response whose `code` is always 0. */
function successSchema(operation: OpenApiOperation): Schema {
  const reply = operation.responses['200']?.content?.['application/json']?.schema;
  const branches = typeof reply === 'object' && reply.oneOf ? reply.oneOf : [reply];
  const success = branches.find(
    (branch) =>
      typeof branch === 'object' &&
      typeof branch.properties?.['code'] === 'object' &&
      branch.properties['code'].const === 0,
  );
  if (typeof success !== 'object')
    throw new Error(`${operation.operationId} describes no success reply`);
  return success;
}

/** A success reply of `operation` (the envelope with its data), sampled from the document. */
export function successSample(document: OpenApiDocument, operation: OpenApiOperation): unknown {
  return sample(successSchema(operation), { quiet: true }, document);
}
