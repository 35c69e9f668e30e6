import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';

/**
 * Why a call failed:
 * - `refused`: the server answered with a catalogue code (a business rule said no);
 * - `network`: offline, refused connection, or an HTTP status other than 200/204;
 * - `timeout`: no answer within 60 s (and the visitor did not retry);
 * - `session-expired`: no body, a negative code or a session-ending code; the session is cleared;
 * - `invalid-reply`: a success whose data does not match the contract;
 * - `aborted`: the caller cancelled (a screen left, a query was superseded).
 */
export type ApiErrorKind =
  'refused' | 'network' | 'timeout' | 'session-expired' | 'invalid-reply' | 'aborted';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** Catalogue code to show, through `useErrorText()` of the design system. */
  code: ErrorCode;
  /** Values for the message's placeholders (see `ERROR_PARAM_NAMES`). */
  params?: ErrorParams;
  /** Catalogue codes per form field, when the refusal is about a form. */
  fields?: Readonly<Record<string, ErrorCode>>;
  /** The reply code or transport code (HTTP status, error code, or 1), as the spec returns it. */
  replyCode?: number;
}

/** A failed call, typed so that screens can word it in the visitor's language. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  readonly fields: Readonly<Record<string, ErrorCode>>;
  readonly replyCode: number;

  constructor({ kind, code, params = {}, fields = {}, replyCode = 1 }: ApiErrorDetails) {
    super(`${kind}: ${code}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.params = params;
    this.fields = fields;
    this.replyCode = replyCode;
  }
}

/** True for a failure of the way there, not of the request: trying again may succeed. */
export const isTransportFailure = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
