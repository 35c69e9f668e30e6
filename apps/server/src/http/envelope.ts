import { DEFAULT_WAIT } from '@carbonmarket/domain';
import { REPLY_CODE } from '@carbonmarket/domain/contract';
import type { RefusalReply } from '@carbonmarket/domain/contract';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';

/** A successful reply: code 0, the data, and the server clock. */
export const okReply = (data: unknown, now: Date) => ({
  code: REPLY_CODE.ok,
  msg: '',
  data,
  wait: DEFAULT_WAIT,
  time: now.toISOString(),
});

/**
 * The text of `okReply` around data that is JSON text already: the same characters
 * `JSON.stringify(okReply(data, now))` would give.
 */
export const okReplyText = (dataJson: string, now: Date): string =>
  `{"code":${REPLY_CODE.ok},"msg":"","data":${dataJson},"wait":${DEFAULT_WAIT},"time":"${now.toISOString()}"}`;

/**
 * A refusal: a positive code, the catalogue code in `msg`, placeholders and field codes in
 * `data`; the contract's `refusalWire` is what clients parse it with.
 */
export function errorReply(
  code: ErrorCode,
  now: Date,
  detail: { params?: ErrorParams; fields?: Record<string, ErrorCode> } = {},
): RefusalReply {
  const params = detail.params && Object.keys(detail.params).length > 0 ? detail.params : undefined;
  return {
    code: REPLY_CODE.error,
    msg: code,
    data: params || detail.fields ? { params: params ?? {}, fields: detail.fields ?? {} } : null,
    wait: DEFAULT_WAIT,
    time: now.toISOString(),
  };
}

/** The session is over (no, unknown or revoked token): the app clears it and opens login. */
export const sessionEndedReply = (now: Date) => ({
  code: REPLY_CODE.sessionEnded,
  msg: 'SESSION_EXPIRED',
  data: null,
  wait: DEFAULT_WAIT,
  time: now.toISOString(),
});
