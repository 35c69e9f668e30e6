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
 */
export const moneyWire = z
  .string()
  .regex(/^-?\d+(\.\d{1,2})?$/)
  .transform((text): Money => money(text));

export const tonsWire = z
  .string()
  .regex(/^\d+(\.\d{1,3})?$/)
  .transform((text): Tons => tons(text));

export const instantWire = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

/** A percentage as decimal text, e.g. '10' or '1.5'. */
export const percentWire = z.string().regex(/^\d+(\.\d+)?$/);

export const levelWire = z.enum(MEMBERSHIP_LEVELS);

/** Database ids: positive integers. */
export const idWire = z.number().int().positive();
