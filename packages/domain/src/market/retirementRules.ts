import { canRetire } from '../access/access';
import type { Viewer } from '../access/access';
import { registeredNames } from '../account/holderName';
import type { RegisteredIdentity } from '../account/holderName';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../config/constants';
import { isWholeTons, tons } from '../money/tons';
import type { Tons } from '../money/tons';
import type { Refusal } from './orderRules';

/**
 * The smallest quantity retired, and the step of every retirement: one whole ton. A ton is one
 * credit and carries one serial number, so a retirement is a whole number of them; the
 * thousandths a holding may keep (sales and presale allocations) stay sellable. ADR 045.
 */
export const RETIRE_TONS_STEP: Tons = tons('1');

/** The placeholder of RETIREMENT_QUANTITY_INVALID: `{ step: '1' }`. */
export const RETIRE_STEP_PARAMS = { step: RETIRE_TONS_STEP.toString() } as const;

/** Longest reason a retirement gives, in characters: a short line on the certificate. */
export const RETIREMENT_REASON_MAX_LENGTH = TEXT_MAX_LENGTH;

/**
 * Longest beneficiary's name, in characters: a person's full name (two parts of
 * `NAME_MAX_LENGTH`) or a company's.
 */
export const BENEFICIARY_MAX_LENGTH = NAME_MAX_LENGTH * 2;

/**
 * A certificate's public id: 128 random bits in lower-case base32 (RFC 4648 letters, no padding),
 * 26 characters. It names the certificate in its public addresses and cannot be guessed or
 * counted through, unlike the retirement's row id (ADR 045). The server draws it.
 */
export const CERTIFICATE_ID_PATTERN = /^[a-z2-7]{26}$/;

/** True for text shaped like a certificate's public id. */
export const isCertificateId = (value: string): boolean => CERTIFICATE_ID_PATTERN.test(value);

/** The public page that verifies a certificate, on the server that issued it: `/certificate/<id>`. */
export const certificatePath = (certificateId: string): string => `/certificate/${certificateId}`;

/** The certificate as a PDF, in English or (`?lang=cn`) Chinese: `/certificate/<id>.pdf`. */
export const certificatePdfPath = (certificateId: string): string =>
  `${certificatePath(certificateId)}.pdf`;

/** Everything a retirement is judged on. */
export interface RetirementRequest {
  viewer: Viewer;
  quantity: Tons;
  /** Tons of this project and kind the member holds. */
  held: Tons;
}

/** The whole tons a holding can retire: what is held, rounded down to the ton. */
export const retirableTons = (held: Tons): Tons => tons(held.decimal.floor().toFixed(0));

/**
 * Judges a retirement: who may retire (guests, locked and risk-flagged accounts may not), a whole
 * number of tons of at least `RETIRE_TONS_STEP`, no more than held. Checks run in that order and
 * the first refusal is the answer.
 */
export function judgeRetirement(request: RetirementRequest): { ok: true } | Refusal {
  const who = canRetire(request.viewer);
  if (!who.ok) return { ok: false, reason: who.reason };
  const { quantity, held } = request;
  if (!isWholeTons(quantity) || quantity.decimal.lessThan(RETIRE_TONS_STEP.decimal))
    return { ok: false, reason: 'RETIREMENT_QUANTITY_INVALID', params: RETIRE_STEP_PARAMS };
  if (quantity.decimal.greaterThan(held.decimal))
    return { ok: false, reason: 'INSUFFICIENT_CARBON_BALANCE' };
  return { ok: true };
}

/**
 * The name a certificate is made out to: the beneficiary the member named, or, retiring in their
 * own name, the member's registered name (a person's "first last", a company's name). Null when
 * neither is known: the member must then name one.
 */
export function certificateBeneficiary(
  member: RegisteredIdentity,
  named: string | undefined,
): string | null {
  const chosen = named?.trim();
  if (chosen) return chosen;
  return registeredNames(member)[0] ?? null;
}
