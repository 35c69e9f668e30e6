import { classifyFailure, classifyReply } from '@carbonmarket/domain';
import { refusalWire } from '@carbonmarket/domain/contract';
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
      // The contract's reading of a refusal keeps what it can use; only a reply code out of
      // shape fails it, and that reads as OPERATION_FAILED.
      const refusal = refusalWire.safeParse(reply.reply);
      return fail(
        new ApiError(
          refusal.success
            ? { kind: 'refused', ...refusal.data }
            : { kind: 'refused', code: 'OPERATION_FAILED', replyCode: reply.reply.code },
        ),
      );
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
