import { formatISO } from 'date-fns';
import { inSingapore } from '../time/singaporeZone';
import { compare, money, ZERO_MONEY } from '../money/money';
import type { Money } from '../money/money';

/**
 * A PayNow payment to a business, as the SGQR code of a top-up carries it: EMVCo's
 * merchant-presented QR payload with Singapore's PayNow template (the payee's UEN as proxy).
 */
export interface PayNowRequest {
  /** The payee's business registration number (UEN), the PayNow proxy. */
  uen: string;
  /** The payee's name as the payer's banking app shows it (at most 25 characters). */
  payeeName: string;
  /** The payee's city (at most 15 characters). */
  city: string;
  /** What to pay: fixed, the payer cannot edit it. */
  amount: Money;
  /** What the payer quotes, so the payment can be matched (at most 25 characters). */
  reference: string;
  /** The code is refused by banking apps after this day (Singapore's calendar). */
  expiresAt: Date;
}

/** The fields of a payload by their two-digit ids, in order; a template's value is its own fields. */
export type EmvFields = ReadonlyMap<string, string>;

/** A payload read back: its top-level fields, the PayNow template's, and whether its CRC holds. */
export interface ReadPayNowPayload {
  fields: EmvFields;
  payNow: EmvFields;
  crcValid: boolean;
}

const PAYNOW_TEMPLATE = '26';
const CRC_FIELD = '63';
/** The id and length of the CRC field, which its own checksum covers. */
const CRC_HEADER = `${CRC_FIELD}04`;
/** The largest amount the 13-character amount field holds with two decimals. */
const MAX_AMOUNT = money('9999999999.99');

/** A UEN: 8 or 9 digits and a letter (businesses, local companies), or the T/S/R entity form. */
const UEN = /^(\d{8}[A-Z]|\d{9}[A-Z]|[STR]\d{2}[A-Z]{2}\d{4}[A-Z])$/;
/** Printable ASCII without the characters banking apps are known to reject in names. */
const TEXT = /^[\x20-\x7E]+$/;
/** A reference: letters, digits and dashes, as bank statements keep them. */
const REFERENCE = /^[A-Za-z0-9-]+$/;

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR) of
 * `text`'s characters as bytes, as four upper-case hexadecimal digits: the checksum EMVCo's QR
 * payloads end with.
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    const byte = text.charCodeAt(i);
    if (byte > 0xff) throw new RangeError(`Not a single-byte character at ${i}`);
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One field: its id, its length in two digits, its value. */
function field(id: string, value: string): string {
  if (value.length === 0 || value.length > 99)
    throw new RangeError(`Field ${id} must be 1 to 99 characters, got ${value.length}`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Refuses text that is empty, too long or outside `pattern`, naming what it is. */
function checked(name: string, value: string, max: number, pattern: RegExp): string {
  if (value.length > max || !pattern.test(value))
    throw new RangeError(`${name} must be 1 to ${max} characters of ${pattern}, got "${value}"`);
  return value;
}

/**
 * The SGQR payload of a PayNow payment: format 01, a dynamic code; the PayNow template (proxy type
 * UEN, the UEN, the amount not editable, the last valid day); merchant category 0000; currency 702
 * (SGD); the amount; country SG; the payee's name and city; the reference as the bill number; and
 * the CRC over everything before it, its own id and length included. Refuses (RangeError) input a
 * banking app would not read.
 */
export function payNowPayload(request: PayNowRequest): string {
  if (compare(request.amount, ZERO_MONEY) <= 0 || compare(request.amount, MAX_AMOUNT) > 0)
    throw new RangeError(`The amount must be above 0 and at most ${MAX_AMOUNT}`);
  const payNow = [
    field('00', 'SG.PAYNOW'),
    field('01', '2'),
    field('02', checked('The UEN', request.uen, 10, UEN)),
    field('03', '0'),
    field(
      '04',
      formatISO(request.expiresAt, { ...inSingapore, format: 'basic', representation: 'date' }),
    ),
  ].join('');
  const body = [
    field('00', '01'),
    field('01', '12'),
    field(PAYNOW_TEMPLATE, payNow),
    field('52', '0000'),
    field('53', '702'),
    field('54', request.amount.toString()),
    field('58', 'SG'),
    field('59', checked("The payee's name", request.payeeName, 25, TEXT)),
    field('60', checked('The city', request.city, 15, TEXT)),
    field('62', field('01', checked('The reference', request.reference, 25, REFERENCE))),
  ].join('');
  return `${body}${CRC_HEADER}${crc16Ccitt(`${body}${CRC_HEADER}`)}`;
}

/** The fields of `text`, a run of id, length and value; RangeError when it is not one. */
export function readEmvFields(text: string): EmvFields {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)))
      throw new RangeError(`No field header at ${at}`);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new RangeError(`Field ${id} runs past the end`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/**
 * Reads a PayNow payload back (what a banking app does with the code): its fields, the PayNow
 * template's fields, and whether the CRC at its end is the checksum of everything before it.
 */
export function readPayNowPayload(payload: string): ReadPayNowPayload {
  const fields = readEmvFields(payload);
  const crcAt = payload.length - 4;
  const crcValid =
    payload.slice(crcAt - 4, crcAt) === CRC_HEADER &&
    fields.get(CRC_FIELD) === crc16Ccitt(payload.slice(0, crcAt));
  return { fields, payNow: readEmvFields(fields.get(PAYNOW_TEMPLATE) ?? ''), crcValid };
}
