import { z } from 'zod';
import { ERROR_CODES } from '../../errors/catalogue';
import { ERROR_PARAM_NAMES } from '../../errors/errorParams';

const errorCode = z.enum(ERROR_CODES as [string, ...string[]]);

/** The envelope's fields every reply has besides `code`, `msg` and `data`. */
const timing = {
  /** Seconds a client waits before showing a slow call as slow. */
  wait: z.number(),
  /** The server's clock, ISO 8601 (countdowns read it, not the phone's). */
  time: z.string().meta({ examples: ['2026-11-20T10:00:00+08:00'] }),
};

/** A successful reply: `code` 0 and the endpoint's `data`. */
export const successEnvelope = (data: z.ZodType) =>
  z.object({ code: z.literal(0), msg: z.string(), data, ...timing });

/**
 * A refusal: a positive `code`, the catalogue code in `msg`, and in `data` the message's values
 * and the code of each refused field (or null).
 */
export const refusalEnvelope = z.object({
  code: z.number().int().positive(),
  msg: errorCode,
  data: z
    .object({
      params: z.object(
        Object.fromEntries(
          ERROR_PARAM_NAMES.map((name) => [name, z.union([z.string(), z.number()]).optional()]),
        ),
      ),
      fields: z.record(z.string(), errorCode),
    })
    .nullable(),
  ...timing,
});

/** The session is over: a negative `code`, the reason's catalogue code in `msg`. */
export const sessionEndedEnvelope = z.object({
  code: z.number().int().negative(),
  msg: errorCode,
  data: z.null(),
  ...timing,
});
