import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crc16ccitt } from 'crc';
// A public PayNow QR library (ThunderQuote's), the judge of the payloads.
import PaynowQR from 'paynowqr';
import { money } from '../money/money';
import { crc16Ccitt, payNowPayload, readPayNowPayload } from './payNowQr';
import type { PayNowRequest } from './payNowQr';

/** The demo operator's top-up of S$32.00, due by the end of 28 November 2026 in Singapore. */
const TOP_UP: PayNowRequest = {
  uen: '202600001K',
  payeeName: 'Carbon Market Demo',
  city: 'Singapore',
  amount: money('32.00'),
  reference: 'CM7QK2M9XH4P',
  // 23:30 in Singapore on the 28th is 15:30 UTC: the date is Singapore's, not UTC's.
  expiresAt: new Date('2026-11-28T15:30:00Z'),
};

describe('payNowPayload', () => {
  it('matches payloads the public PayNow QR library made (fixtures)', () => {
    expect(payNowPayload(TOP_UP)).toBe(
      '00020101021226490009SG.PAYNOW010120210202600001K030100408202611285204000053037025405' +
        '32.005802SG5918Carbon Market Demo6009Singapore62160112CM7QK2M9XH4P63043B67',
    );
    expect(
      payNowPayload({
        uen: '201403121W',
        payeeName: 'ACME Pte Ltd.',
        city: 'Singapore',
        amount: money('500'),
        reference: 'TQINV-10001',
        expiresAt: new Date('2026-12-31T04:00:00Z'),
      }),
    ).toBe(
      '00020101021226490009SG.PAYNOW010120210201403121W030100408202612315204000053037025406' +
        '500.005802SG5913ACME Pte Ltd.6009Singapore62150111TQINV-1000163043C2C',
    );
  });

  it('writes the fields in order: format, dynamic, the PayNow template, category, currency, amount, country, name, city, reference, CRC', () => {
    const read = readPayNowPayload(payNowPayload(TOP_UP));
    expect([...read.fields.keys()]).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(Object.fromEntries(read.fields)).toMatchObject({
      '00': '01',
      '01': '12',
      '52': '0000',
      '53': '702',
      '54': '32.00',
      '58': 'SG',
      '59': 'Carbon Market Demo',
      '60': 'Singapore',
      '62': '0112CM7QK2M9XH4P',
    });
    expect(Object.fromEntries(read.payNow)).toEqual({
      '00': 'SG.PAYNOW',
      '01': '2',
      '02': '202600001K',
      '03': '0',
      '04': '20261128',
    });
    expect(read.crcValid).toBe(true);
  });

  it('is what the public library makes, for any payee, amount, reference and day', () => {
    const request = fc.record({
      uen: fc.oneof(
        fc.stringMatching(/^\d{8}[A-Z]$/),
        fc.stringMatching(/^\d{9}[A-Z]$/),
        fc.stringMatching(/^[STR]\d{2}[A-Z]{2}\d{4}[A-Z]$/),
      ),
      payeeName: fc.stringMatching(/^[\x20-\x7E]{1,25}$/).filter((name) => name.trim() === name),
      cents: fc.bigInt({ min: 1n, max: 999_999_999_999n }),
      reference: fc.stringMatching(/^[A-Za-z0-9-]{1,25}$/),
      expiresAt: fc.date({
        min: new Date('2000-01-01'),
        max: new Date('2099-12-31'),
        noInvalidDate: true,
      }),
    });
    fc.assert(
      fc.property(request, ({ cents, ...rest }) => {
        const amount = money(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
        const ours = payNowPayload({ ...rest, city: 'Singapore', amount });
        // The library writes the day it is given: Singapore's, 8 hours ahead of UTC.
        const day = new Date(rest.expiresAt.getTime() + 8 * 3_600_000)
          .toISOString()
          .slice(0, 10)
          .replaceAll('-', '');
        const theirs = new PaynowQR({
          uen: rest.uen,
          amount: amount.toString(),
          editable: false,
          expiry: day,
          refNumber: rest.reference,
          company: rest.payeeName,
        }).output();
        expect(ours).toBe(theirs);
        const read = readPayNowPayload(ours);
        expect(read.crcValid).toBe(true);
        expect(read.fields.get('54')).toBe(amount.toString());
        expect(read.fields.get('62')?.slice(4)).toBe(rest.reference);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses what a banking app would not read', () => {
    const refused = (change: Partial<PayNowRequest>) => () =>
      payNowPayload({ ...TOP_UP, ...change });
    expect(refused({ amount: money('0') })).toThrow(RangeError);
    expect(refused({ amount: money('-1') })).toThrow(RangeError);
    expect(refused({ amount: money('10000000000.00') })).toThrow(RangeError);
    expect(refused({ uen: '2026' })).toThrow(RangeError);
    expect(refused({ uen: '202600001k' })).toThrow(RangeError);
    expect(refused({ payeeName: 'Carbon Market Demo Pte Ltd' })).toThrow(RangeError);
    expect(refused({ payeeName: '' })).toThrow(RangeError);
    expect(refused({ payeeName: '碳市场' })).toThrow(RangeError);
    expect(refused({ city: 'Singapore Central Area' })).toThrow(RangeError);
    expect(refused({ reference: 'CM 7QK' })).toThrow(RangeError);
    expect(refused({ reference: 'C'.repeat(26) })).toThrow(RangeError);
  });
});

describe('readPayNowPayload', () => {
  it('finds a changed character: the CRC no longer holds', () => {
    const payload = payNowPayload(TOP_UP);
    fc.assert(
      fc.property(fc.nat(payload.length - 5), fc.constantFrom(...'0123456789ABCXYZ'), (at, to) => {
        fc.pre(payload[at] !== to);
        const changed = `${payload.slice(0, at)}${to}${payload.slice(at + 1)}`;
        let valid: boolean;
        try {
          valid = readPayNowPayload(changed).crcValid;
        } catch {
          valid = false; // the change broke a field's length: not a payload at all
        }
        expect(valid).toBe(false);
      }),
    );
  });

  it('refuses text that is not a run of fields', () => {
    expect(() => readPayNowPayload('0002')).toThrow(RangeError);
    expect(() => readPayNowPayload('AB02x')).toThrow(RangeError);
  });
});

describe('crc16Ccitt', () => {
  it("is CRC-16/CCITT-FALSE: the standard check value, and a maintained library's for any text", () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 300 }), (text) => {
        expect(crc16Ccitt(text)).toBe(
          crc16ccitt(Buffer.from(text, 'latin1')).toString(16).toUpperCase().padStart(4, '0'),
        );
      }),
    );
  });

  it('refuses characters that are not one byte', () => {
    expect(() => crc16Ccitt('碳')).toThrow(RangeError);
  });
});
