import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';

/** A refusal the caller should see: a catalogue code (and its placeholders) in the envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    /** Field-level codes when the refusal is about a form. */
    readonly fields?: Record<string, ErrorCode>,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
