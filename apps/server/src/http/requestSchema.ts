import type { FastifySchemaCompiler } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { issueCodes, issueParams } from '@carbonmarket/domain/contract';
import type { ParseIssues, RefusalReply } from '@carbonmarket/domain/contract';
import type { z } from 'zod';
import { errorReply } from './envelope';

/**
 * How a route checks its input: the zod type provider's compiler (the endpoint's schema parses
 * the query or body, and the parsed value replaces it). A body that is absent or JSON `null`
 * reads as `{}`, as an empty form would, so an endpoint without required fields needs no body.
 */
export function inputValidator<S>(
  route: Parameters<FastifySchemaCompiler<S>>[0],
): ReturnType<FastifySchemaCompiler<S>> {
  // Fastify types a compiler's `schema` as the route's whole schema; it is called once per part
  // (`httpPart`) with that part's schema: here the endpoint's zod schema.
  const validate = validatorCompiler({ ...route, schema: route.schema as z.ZodType });
  return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
}

/**
 * The issues of the provider's validation error as the domain reads them. The provider keeps
 * each issue's fields but gives its path as a JSON pointer (`/answers/q1`): split back into the
 * path's segments (a segment holding `/` itself would be split too; no field of the contract
 * has one).
 */
function issuesOf(
  validation: readonly {
    instancePath: string;
    message?: string;
    params: Record<string, unknown>;
  }[],
): ParseIssues {
  return {
    issues: validation.map((item) => ({
      path: item.instancePath === '/' ? [] : item.instancePath.slice(1).split('/'),
      message: item.message ?? '',
      params: item.params['params'],
    })),
  };
}

/**
 * The refusal for input that failed its endpoint's schema: the first field's catalogue code in
 * `msg`, every field's code and the first issue's placeholders in `data`. Null for any other
 * error.
 */
export function schemaRefusal(error: unknown, now: Date): RefusalReply | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issues = issuesOf(error.validation);
  const fields = issueCodes(issues);
  const first = Object.values(fields)[0] ?? 'OPERATION_FAILED';
  return errorReply(first, now, { fields, params: issueParams(issues) });
}
