import { describe, expect, it } from 'vitest';
import { endpoints } from './registry';
import { retireQuantityParam, retirementWire } from './endpoints/credits';
import { issueCodes, issueParams } from '../validation/issueCodes';

const retire = endpoints.credits.retire.request;
const valid = { projectId: 3, kind: 'normal', quantity: '2', reason: 'Flights of 2026' };

const refusal = (value: unknown) => {
  const result = retire.safeParse(value);
  return result.success
    ? null
    : { codes: issueCodes(result.error), params: issueParams(result.error) };
};

describe('retiring credits: the request', () => {
  it('is money-moving, for members, with the refusals it can give', () => {
    expect(endpoints.credits.retire).toMatchObject({
      method: 'POST',
      path: '/credits/retire',
      access: 'member',
      moneyMoving: true,
    });
    expect(endpoints.credits.retire.errors).toEqual(
      expect.arrayContaining([
        'RETIREMENT_QUANTITY_INVALID',
        'INSUFFICIENT_CARBON_BALANCE',
        'NOT_FOUND',
        'TEXT_TOO_LONG',
      ]),
    );
    for (const read of [
      endpoints.credits.retirements,
      endpoints.credits.retirement,
      endpoints.credits.retired,
    ])
      expect(read).toMatchObject({ method: 'GET', access: 'member', moneyMoving: false });
  });

  it('takes whole tons as text or a JSON integer, a reason, and an optional beneficiary', () => {
    const parsed = retire.parse({ ...valid, quantity: 5, lang: 'cn' });
    expect(parsed.quantity.toString()).toBe('5');
    expect(parsed.beneficiary).toBeUndefined();
    expect(retire.parse({ ...valid, beneficiary: ' Tan Family ' }).beneficiary).toBe('Tan Family');
    expect(retire.parse({ ...valid, beneficiary: '' }).beneficiary).toBeUndefined();
  });

  it('refuses anything but whole tons with the step named', () => {
    for (const bad of ['0', '1.5', '0.001', '-1', '1e3', '', 'x', 1.5, -1, 1e20, null, true]) {
      expect(refusal({ ...valid, quantity: bad }), String(bad)).toEqual({
        codes: { quantity: 'RETIREMENT_QUANTITY_INVALID' },
        params: { step: '1' },
      });
      expect(retireQuantityParam.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('refuses a missing or long reason and a long beneficiary, naming the limit', () => {
    expect(refusal({ ...valid, reason: undefined })?.codes).toEqual({ reason: 'REQUIRED' });
    expect(refusal({ ...valid, reason: 'x'.repeat(141) })).toEqual({
      codes: { reason: 'TEXT_TOO_LONG' },
      params: { max: 140 },
    });
    expect(refusal({ ...valid, beneficiary: 'x'.repeat(121) })).toEqual({
      codes: { beneficiary: 'TEXT_TOO_LONG' },
      params: { max: 120 },
    });
    expect(refusal({ ...valid, kind: 'retired' })?.codes).toEqual({ kind: 'OPERATION_FAILED' });
  });
});

describe('a retirement on the wire', () => {
  const wire = {
    id: 1,
    retirementNo: 'RT20261120000001',
    certificateId: 'abcdefghijklmnopqrstuvwxyz',
    projectId: 12,
    projectName: 'Katingan',
    kind: 'normal',
    tons: '10',
    vintage: 2024,
    standards: ['VCS'],
    registration: null,
    serials: { prefix: 'CM-12-2024', start: 1, end: 10, text: 'CM-12-2024-000000001-000000010' },
    beneficiary: 'Ana Tan',
    forSelf: true,
    reason: 'Flights',
    retiredAt: '2026-11-20T02:00:00.000Z',
    verificationPath: '/certificate/abcdefghijklmnopqrstuvwxyz',
    pdfPath: '/certificate/abcdefghijklmnopqrstuvwxyz.pdf',
  };

  it('reads tons as Tons and the instant as a Date', () => {
    const parsed = retirementWire.parse(wire);
    expect(parsed.tons.toString()).toBe('10');
    expect(parsed.retiredAt).toEqual(new Date('2026-11-20T02:00:00.000Z'));
  });

  it('holds only a certificate id of 26 base32 letters', () => {
    for (const certificateId of ['1', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxy1'])
      expect(retirementWire.safeParse({ ...wire, certificateId }).success, certificateId).toBe(
        false,
      );
  });
});
