import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Viewer } from '../access/access';
import { fromMilliTons, tons } from '../money/tons';
import {
  BENEFICIARY_MAX_LENGTH,
  RETIREMENT_REASON_MAX_LENGTH,
  RETIRE_TONS_STEP,
  certificateBeneficiary,
  judgeRetirement,
  retirableTons,
} from './retirementRules';
import type { RetirementRequest } from './retirementRules';

const member: Viewer = { visitorType: 'personal', risk: false, level: 'P0', locked: false };
const request: RetirementRequest = { viewer: member, quantity: tons('3'), held: tons('10') };
const reason = (r: Partial<RetirementRequest>) => {
  const verdict = judgeRetirement({ ...request, ...r });
  return verdict.ok ? null : verdict.reason;
};

describe('judgeRetirement', () => {
  it('retires whole tons up to what is held', () => {
    expect(judgeRetirement(request)).toEqual({ ok: true });
    expect(reason({ quantity: tons('10') })).toBeNull();
    expect(reason({ quantity: tons('1'), held: tons('1.5') })).toBeNull();
  });

  it('refuses guests, locked and risk-flagged accounts first', () => {
    expect(reason({ viewer: { ...member, visitorType: 'guest' } })).toBe('GUEST_RESTRICTED');
    expect(reason({ viewer: { ...member, locked: true } })).toBe('ACCOUNT_LOCKED');
    expect(reason({ viewer: { ...member, risk: true }, quantity: tons('0.5') })).toBe(
      'RISK_ACCOUNT_RESTRICTED',
    );
  });

  it('refuses nothing and fractions of a ton, naming the step, before looking at the holding', () => {
    for (const quantity of ['0', '0.5', '2.001', '10.5'])
      expect(judgeRetirement({ ...request, quantity: tons(quantity) }), quantity).toEqual({
        ok: false,
        reason: 'RETIREMENT_QUANTITY_INVALID',
        params: { step: '1' },
      });
  });

  it('refuses more than held', () => {
    expect(reason({ quantity: tons('11') })).toBe('INSUFFICIENT_CARBON_BALANCE');
    expect(reason({ quantity: tons('2'), held: tons('1.999') })).toBe(
      'INSUFFICIENT_CARBON_BALANCE',
    );
  });

  it('names the smallest quantity and the longest texts', () => {
    expect(RETIRE_TONS_STEP.toString()).toBe('1');
    expect(RETIREMENT_REASON_MAX_LENGTH).toBe(140);
    expect(BENEFICIARY_MAX_LENGTH).toBe(120);
  });

  it('accepts exactly the whole quantities from one ton to the retirable tons (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (heldMilli, askedMilli) => {
          const held = fromMilliTons(heldMilli);
          const quantity = fromMilliTons(askedMilli);
          const verdict = judgeRetirement({ viewer: member, quantity, held });
          const whole = askedMilli % 1000 === 0 && askedMilli >= 1000;
          expect(verdict.ok).toBe(whole && askedMilli <= heldMilli);
          // Never more than held, and never more than the whole tons held.
          if (verdict.ok) {
            expect(quantity.decimal.lessThanOrEqualTo(held.decimal)).toBe(true);
            expect(quantity.decimal.lessThanOrEqualTo(retirableTons(held).decimal)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('retirableTons', () => {
  it('rounds what is held down to the ton', () => {
    expect(retirableTons(tons('10')).toString()).toBe('10');
    expect(retirableTons(tons('2.999')).toString()).toBe('2');
    expect(retirableTons(tons('0.5')).toString()).toBe('0');
  });
});

describe('certificateBeneficiary', () => {
  const person = { visitorType: 'personal' as const, firstName: 'Ana', lastName: 'Tan' };
  it('is the name given, trimmed, else the member’s registered name', () => {
    expect(certificateBeneficiary(person, '  Tan Family Trust ')).toBe('Tan Family Trust');
    expect(certificateBeneficiary(person, undefined)).toBe('Ana Tan');
    expect(certificateBeneficiary(person, '   ')).toBe('Ana Tan');
    expect(
      certificateBeneficiary(
        { visitorType: 'corporate', firstName: '', lastName: '', companyName: 'Green Pte Ltd' },
        undefined,
      ),
    ).toBe('Green Pte Ltd');
    expect(
      certificateBeneficiary({ visitorType: 'personal', firstName: '', lastName: '' }, undefined),
    ).toBeNull();
  });
});
