import {
  ERROR_PARAM_NAMES,
  classifyFailure,
  classifyReply,
  isErrorCode,
} from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type { z } from 'zod';
import { ApiError } from './apiError';
import type { Transmission } from './transmission';

/** The envelope around successful data: `time` is the server's clock (countdowns use it). */
export interface ReplyMeta {
  code: number;
  msg: string;
  wait: number;
  time: string;
}

/** The result of a call: parsed data, or a typed error. Never throws. */
export type ApiResult<T> = { ok: true; data: T; reply: ReplyMeta } | { ok: false; error: ApiError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Placeholders and field codes of a refusal: `data: { params, fields }` (see apps/server envelope). */
function refusalDetails(data: unknown): {
  params: ErrorParams;
  fields: Record<string, ErrorCode>;
} {
  const params: ErrorParams = {};
  const fields: Record<string, ErrorCode> = {};
  if (!isRecord(data)) return { params, fields };
  const rawParams = data['params'];
  if (isRecord(rawParams))
    for (const name of ERROR_PARAM_NAMES) {
      const value = rawParams[name];
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  const rawFields = data['fields'];
  if (isRecord(rawFields))
    for (const [field, code] of Object.entries(rawFields))
      if (isErrorCode(code)) fields[field] = code;
  return { params, fields };
}

/**
 * Reads one finished attempt with the rules of `domain/transport` and the endpoint's response
 * schema: success data parsed into domain types (Money, Tons, Date), every failure an ApiError
 * with a catalogue code.
 */
export function readReply<S extends z.ZodType>(
  transmission: Transmission,
  response: S,
): ApiResult<z.output<S>> {
  const fail = (error: ApiError): ApiResult<z.output<S>> => ({ ok: false, error });
  switch (transmission.kind) {
    case 'timeout':
      return fail(new ApiError({ kind: 'timeout', code: 'REQUEST_TIMEOUT' }));
    case 'aborted':
      return fail(new ApiError({ kind: 'aborted', code: 'OPERATION_FAILED' }));
    case 'failure': {
      const failure = classifyFailure(transmission.error);
      const replyCode = failure.kind === 'network-error' ? failure.code : 1;
      return fail(new ApiError({ kind: 'network', code: 'NETWORK_ERROR', replyCode }));
    }
    case 'response':
      break;
    default:
      return transmission satisfies never;
  }
  const reply = classifyReply(transmission.status, transmission.body);
  switch (reply.kind) {
    case 'network-error':
      return fail(new ApiError({ kind: 'network', code: 'NETWORK_ERROR', replyCode: reply.code }));
    case 'session-expired':
      return fail(
        new ApiError({ kind: 'session-expired', code: 'SESSION_EXPIRED', replyCode: -1 }),
      );
    case 'business-error': {
      const code = isErrorCode(reply.reply.msg) ? reply.reply.msg : 'OPERATION_FAILED';
      const details = refusalDetails(reply.reply.data);
      return fail(new ApiError({ kind: 'refused', code, ...details, replyCode: reply.reply.code }));
    }
    case 'ok': {
      // The envelope is already normalised (`wait` 3, `time` ''); `data` is what
      // `replySchema(response)` reads, so a null only passes for an endpoint whose data may be null.
      const data = response.safeParse(reply.reply.data);
      if (!data.success)
        return fail(
          new ApiError({ kind: 'invalid-reply', code: 'OPERATION_FAILED', replyCode: 0 }),
        );
      const { code, msg, wait, time } = reply.reply;
      return { ok: true, data: data.data, reply: { code, msg, wait, time } };
    }
    default:
      return reply satisfies never;
  }
}
