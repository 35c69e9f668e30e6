import { z } from 'zod';
import { DEFAULT_WAIT } from '../transport/transport';

/**
 * The reply envelope of every call (spec section 7): `code` 0 is success, a positive code is a
 * catalogue error, a negative one ends the session; `msg` carries the catalogue code of an
 * error (the app shows the message in its own language); `time` is the server's clock (ISO),
 * which countdowns use so a wrong phone clock does not matter.
 */
export const replySchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data: data.nullable(),
    wait: z.number().default(DEFAULT_WAIT),
    time: z.string().default(''),
  });

/** Reply codes with a fixed meaning. */
export const REPLY_CODE = {
  ok: 0,
  /** A catalogue error: `msg` holds its code. */
  error: 1,
  /** The session has ended: the app clears it and opens login. */
  sessionEnded: -1,
} as const;
