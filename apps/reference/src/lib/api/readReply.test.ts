import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { readReply } from './readReply';

const refusal = (body: unknown) => {
  const result = readReply({ kind: 'response', status: 200, body }, z.null());
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

describe('readReply: refusals through the contract', () => {
  it('reads the catalogue code, its placeholders and the field codes', () => {
    expect(
      refusal({
        code: 1,
        msg: 'AMOUNT_BELOW_MINIMUM',
        data: { params: { min: 'S$0.01' }, fields: { amount: 'AMOUNT_BELOW_MINIMUM' } },
        wait: 3,
        time: '2026-11-20T02:00:00.000Z',
      }),
    ).toMatchObject({
      kind: 'refused',
      code: 'AMOUNT_BELOW_MINIMUM',
      params: { min: 'S$0.01' },
      fields: { amount: 'AMOUNT_BELOW_MINIMUM' },
      replyCode: 1,
    });
  });

  it('gives a catalogue error, never a crash, for a payload out of shape', () => {
    const malformed: unknown[] = [
      { code: 1, msg: 'REQUIRED', data: 'oops' },
      { code: 1, msg: 'REQUIRED', data: [1, 2] },
      { code: 1, msg: 'REQUIRED', data: { params: 'x', fields: 7 } },
      { code: 1, msg: 'REQUIRED', data: { params: { min: { deep: 1 } }, fields: { a: null } } },
      { code: 1, msg: 42, data: null },
      { code: 1.5, msg: 'REQUIRED', data: null },
      { code: 2, msg: 'Not a code' },
    ];
    for (const body of malformed) {
      const error = refusal(body);
      expect(error.kind, JSON.stringify(body)).toBe('refused');
      expect(['REQUIRED', 'OPERATION_FAILED'], JSON.stringify(body)).toContain(error.code);
      expect(error.params, JSON.stringify(body)).toEqual({});
      expect(error.fields, JSON.stringify(body)).toEqual({});
    }
    expect(refusal({ code: 1, msg: 'REQUIRED', data: 'oops' }).code).toBe('REQUIRED');
    expect(refusal({ code: 2, msg: 'Not a code' }).code).toBe('OPERATION_FAILED');
  });

  it('keeps the usable placeholders and field codes and drops the rest', () => {
    expect(
      refusal({
        code: 1,
        msg: 'PURCHASE_MONTHLY_LIMIT_REACHED',
        data: {
          params: { maxtimes: 3, colour: 'red', min: true },
          fields: { tons: 'QUANTITY_INVALID', x: 'nope' },
        },
      }),
    ).toMatchObject({
      code: 'PURCHASE_MONTHLY_LIMIT_REACHED',
      params: { maxtimes: 3 },
      fields: { tons: 'QUANTITY_INVALID' },
    });
  });
});
