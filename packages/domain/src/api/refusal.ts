import { z } from 'zod';
import { isErrorCode } from '../errors/errorCode';
import { ERROR_PARAM_NAMES } from '../errors/errorParams';
import type { ErrorParams } from '../errors/errorParams';
import type { ErrorCode } from '../errors/catalogue';
import { DEFAULT_WAIT } from '../transport/transport';

/** A catalogue code in a reply (why something is not allowed), shown through the catalogue. */
export const errorCodeWire = z
  .string()
  .refine(isErrorCode)
  .meta({ examples: ['MEMBERSHIP_LEVEL_TOO_LOW'] })
  .transform((code) => code as ErrorCode);

/** Drops the entries a reader cannot use (undefined after `.catch`). */
const known = <T>(entries: Record<string, T | undefined>): Record<string, T> =>
  Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, T] => entry[1] !== undefined),
  );

const placeholder = z.union([z.string(), z.number()]).optional().catch(undefined);

/**
 * A refusal as the API sends it: a positive `code`; `msg`, the catalogue code (the client shows
 * that message in its own language); `data`, null or `{ params, fields }`: the message's
 * placeholders (`{ min: 'S$0.01' }`) and the code of each refused field (`{ email: 'REQUIRED' }`).
 * The server writes `RefusalReply`s; clients parse them with this schema into a `Refusal`.
 *
 * Reading is forgiving, so a reply from a newer or broken server still shows a catalogue
 * message: a `msg` the catalogue lacks reads as OPERATION_FAILED, and a placeholder, field code
 * or `data` that is out of shape is left out, the rest kept. (The server's tests check its
 * refusals lose nothing here.)
 */
export const refusalWire = z
  .object({
    code: z.number().int().positive(),
    msg: errorCodeWire.catch('OPERATION_FAILED'),
    data: z
      .object({
        params: z
          .object(Object.fromEntries(ERROR_PARAM_NAMES.map((name) => [name, placeholder])))
          .catch({})
          .default({}),
        fields: z
          .record(z.string(), errorCodeWire.optional().catch(undefined))
          .catch({})
          .default({}),
      })
      .nullable()
      .catch(null)
      .default(null),
    wait: z.number().default(DEFAULT_WAIT),
    time: z.string().default(''),
  })
  .transform(({ code, msg, data }): Refusal => ({
    replyCode: code,
    code: msg,
    params: known(data?.params ?? {}) as ErrorParams,
    fields: known(data?.fields ?? {}),
  }));

/** A refusal as the client reads it: the catalogue code, its placeholders, the field codes. */
export interface Refusal {
  replyCode: number;
  code: ErrorCode;
  params: ErrorParams;
  fields: Record<string, ErrorCode>;
}

/** A refusal as the server writes it: every part in the contract, nothing for a reader to drop. */
export interface RefusalReply {
  code: number;
  msg: ErrorCode;
  data: { params: ErrorParams; fields: Record<string, ErrorCode> } | null;
  wait: number;
  time: string;
}
