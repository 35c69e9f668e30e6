import type { CarbonRegistry } from '../model/carbonRegistry';
import { toMilliTons } from '../money/tons';
import type { Tons } from '../money/tons';

/**
 * Serial numbers of retired credits (ADR 045). Each ton retired gets one number, counted per
 * project from 1 in the order retirements commit; a retirement gets the range of consecutive
 * numbers of its tons. A serial is written with a prefix that names the project:
 *
 *   CM-<project id>[-<registry code>-<registry id>]-<vintage>-<start>-<end>
 *   CM-12-VCS-1748-2024-000000001-000000010
 *
 * `CM` marks the marketplace's own numbering (not the registry's); the numbers are zero-padded
 * to `SERIAL_DIGITS` so that text order is number order. Only ASCII, so it can be typed and
 * searched for.
 */

/** Digits a serial number is padded to (a project of up to a billion tons keeps text order). */
export const SERIAL_DIGITS = 9;

/** What every serial of the marketplace starts with. */
export const SERIAL_MARK = 'CM';

/** The short code each registry's credits are known by. */
export const REGISTRY_SERIAL_CODES: Readonly<Record<CarbonRegistry, string>> = {
  verra: 'VCS',
  gold_standard: 'GS',
  american_carbon_registry: 'ACR',
  climate_action_reserve: 'CAR',
};

/** The first and last serial numbers of a retirement, both included. */
export interface SerialRange {
  start: number;
  end: number;
}

/** What a serial prefix is made of: the project, its registration if any, its vintage. */
export interface SerialProject {
  projectId: number;
  registration: { registry: CarbonRegistry; registryId: string } | null;
  vintage: number;
}

/** The prefix of every serial of one project: `CM-12-VCS-1748-2024`, or `CM-12-2024` unregistered. */
export function serialPrefix({ projectId, registration, vintage }: SerialProject): string {
  const registry = registration
    ? [REGISTRY_SERIAL_CODES[registration.registry], registration.registryId]
    : [];
  return [SERIAL_MARK, String(projectId), ...registry, String(vintage)].join('-');
}

/** How many serials (tons) a range holds. */
export const serialCount = (range: SerialRange): number => range.end - range.start + 1;

/**
 * The range of the next retirement of `quantity` whole tons, after the project's last serial
 * `lastEnd` (0 before its first retirement). Ranges handed out one after the other never
 * overlap and leave no gap.
 */
export function nextSerialRange(lastEnd: number, quantity: Tons): SerialRange {
  const milli = toMilliTons(quantity);
  if (milli <= 0n || milli % 1000n !== 0n)
    throw new RangeError(`Serials are given to whole tons, got ${quantity.toString()}`);
  if (!Number.isSafeInteger(lastEnd) || lastEnd < 0)
    throw new RangeError(`Not a serial number: ${lastEnd}`);
  const end = BigInt(lastEnd) + milli / 1000n;
  if (end > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Serial numbers ran out');
  return { start: lastEnd + 1, end: Number(end) };
}

/** True when two ranges share a serial number. */
export const rangesOverlap = (a: SerialRange, b: SerialRange): boolean =>
  a.start <= b.end && b.start <= a.end;

const padded = (n: number) => String(n).padStart(SERIAL_DIGITS, '0');

/** One serial: `CM-12-2024-000000007`. */
export const formatSerial = (prefix: string, n: number): string => `${prefix}-${padded(n)}`;

/** A range of serials: `CM-12-2024-000000001-000000010` (one ton: the same number twice). */
export const formatSerialRange = (prefix: string, range: SerialRange): string =>
  `${prefix}-${padded(range.start)}-${padded(range.end)}`;

/** Reads a range written by `formatSerialRange`; null for any other text. */
export function parseSerialRange(text: string): { prefix: string; range: SerialRange } | null {
  const match = /^(CM-\d+(?:-[A-Z]+-[A-Za-z0-9][A-Za-z0-9._-]*)?-\d+)-(\d+)-(\d+)$/.exec(text);
  if (!match) return null;
  const [, prefix = '', start = '', end = ''] = match;
  if (start.length < SERIAL_DIGITS || end.length < SERIAL_DIGITS) return null;
  const range = { start: Number(start), end: Number(end) };
  if (!Number.isSafeInteger(range.end) || range.start < 1 || range.end < range.start) return null;
  return { prefix, range };
}
