import { addDays, addMinutes } from 'date-fns';
import { Decimal } from '../money/decimal';
import { Money, compare, money } from '../money/money';
import { inSingapore, toInstant } from '../time/singaporeZone';
import { startOfSingaporeDay } from '../time/singapore';
import { payNowPayload } from './payNowQr';

/**
 * When a top-up stops being payable: the end of the day after the one it was opened on, Singapore
 * time (the instant the day after next begins). Its PayNow code carries that day as its expiry,
 * and a top-up nobody paid by then is cancelled.
 */
export function topUpPayableUntil(openedAt: Date): Date {
  return toInstant(addDays(startOfSingaporeDay(openedAt), 2, inSingapore));
}

/**
 * The last minute a top-up may be paid in, as people read a deadline ("pay by 23:59"): a minute
 * before `payableUntil`, the instant the next day begins.
 */
export function topUpPayBy(payableUntil: Date): Date {
  return addMinutes(payableUntil, -1);
}

/**
 * The top-up a page suggests to a member short of `shortfall` for a payment: the shortfall rounded
 * up to the next whole dollar, and at least the smallest top-up allowed (`limits.min`). Null when
 * even that is more than the largest top-up allowed (one top-up cannot cover it).
 */
export function suggestedTopUp(
  shortfall: Money,
  limits: { min: string; max: string },
): Money | null {
  const whole = Money.fromDecimal(shortfall.decimal.toDecimalPlaces(0, Decimal.ROUND_CEIL));
  const suggested = compare(whole, money(limits.min)) < 0 ? money(limits.min) : whole;
  return compare(suggested, money(limits.max)) > 0 ? null : suggested;
}

/** The operator's PayNow details a top-up is paid to (base config's `payNow`). */
export interface PayNowPayee {
  uen: string;
  name: string;
  city: string;
}

/**
 * The SGQR payload of a top-up: its amount (not editable) and reference, to the operator's PayNow
 * details, valid through the last day it is payable.
 */
export function topUpPayload(
  topUp: { amount: Money; reference: string; createdAt: Date },
  payee: PayNowPayee,
): string {
  return payNowPayload({
    uen: payee.uen,
    payeeName: payee.name,
    city: payee.city,
    amount: topUp.amount,
    reference: topUp.reference,
    expiresAt: new Date(topUpPayableUntil(topUp.createdAt).getTime() - 1),
  });
}
