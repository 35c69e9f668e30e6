import { z } from 'zod';
import { money } from '../money/money';
import type { Money } from '../money/money';
import { tons } from '../money/tons';
import type { Tons } from '../money/tons';
import { MEMBERSHIP_LEVELS } from '../model/membership';

/**
 * How values travel in JSON and what they become when read. Amounts and quantities travel as
 * plain decimal strings (never JSON numbers, so no float touches them), instants as ISO 8601
 * text. `Money`, `Tons` and `Date` serialise back to exactly these forms with JSON.stringify.
 * Each carries an example of its text, which the OpenAPI document shows and from which tools
 * that sample the document (mock servers, generated clients' tests) write valid values.
 */
export const moneyWire = z
  .string()
  .regex(/^-?\d+(\.\d{1,2})?$/)
  .meta({ examples: ['12.50'] })
  .transform((text): Money => money(text));

export const tonsWire = z
  .string()
  .regex(/^\d+(\.\d{1,3})?$/)
  .meta({ examples: ['250'] })
  .transform((text): Tons => tons(text));

export const instantWire = z.iso
  .datetime({ offset: true })
  .meta({ examples: ['2026-11-20T10:00:00+08:00'] })
  .transform((text) => new Date(text));

/** A percentage as decimal text, e.g. '10' or '1.5'. */
export const percentWire = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .meta({ examples: ['10'] });

export const levelWire = z.enum(MEMBERSHIP_LEVELS);

/**
 * An image's address: http(s), or a path on this server, such as a stored upload's
 * (`/h5/uploads/<name>`: 32 hex digits and the image's extension).
 */
export const imageUrlWire = z
  .string()
  .meta({ examples: ['/h5/uploads/6f1c0b2e9a4d4e7f8b3a5c1d2e9f0a7b.webp'] });

/** Database ids: positive integers. */
export const idWire = z
  .number()
  .int()
  .positive()
  .meta({ examples: [1] });
