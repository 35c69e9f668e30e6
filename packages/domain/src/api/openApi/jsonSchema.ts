import { z } from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

/** Where schemas that refer to themselves (a JSON value) are kept: the document's components. */
export type SharedSchemas = Record<string, JsonSchema>;

/** Points every `#/$defs/<name>` reference in `value` at `#/components/schemas/<prefix><name>`. */
function pointAtComponents(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => pointAtComponents(item, prefix));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')
        ? `#/components/schemas/${prefix}${item.slice('#/$defs/'.length)}`
        : pointAtComponents(item, prefix),
    ]),
  );
}

/**
 * The JSON a schema reads: its input side, which is what travels (a reply's `data` is parsed
 * from JSON into Money and Dates by the client, a request's body into the same by the server).
 * Checks written as code (refinements, transforms) have no JSON form and are left out: the
 * endpoint's summary and its refusal codes say what they refuse. A schema that refers to itself
 * (an audit entry's JSON before and after) keeps its definitions in `shared`, named with `prefix`.
 */
export function jsonSchemaOf(schema: z.ZodType, shared?: SharedSchemas, prefix = ''): JsonSchema {
  const {
    $schema: _dialect,
    $defs: defs,
    ...rest
  } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  if (defs === undefined) return rest;
  if (shared === undefined) throw new Error('A schema with definitions needs a place to keep them');
  for (const [name, definition] of Object.entries(defs))
    shared[`${prefix}${name}`] = pointAtComponents(definition, prefix) as JsonSchema;
  return pointAtComponents(rest, prefix) as JsonSchema;
}
