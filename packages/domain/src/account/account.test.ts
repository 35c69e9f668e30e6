import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SINGAPORE_BANKS, isSingaporeBank } from './singaporeBanks';
import { holderNameMatches, registeredNames } from './holderName';
import { passwordAttempt } from './passwordAttempts';
import { addSingaporeMonths, effectiveLevel, membershipTerm } from './membershipTerm';
import {
  AVATAR_MAX_BYTES,
  PROJECT_PICTURE_MAX_BYTES,
  avatarFileRefusal,
  imageFileRefusal,
  isImageType,
} from './imageType';
import { MEMBERSHIP_LEVELS, levelRank } from '../model/membership';
import type { MembershipLevel } from '../model/membership';

describe('Singapore banks', () => {
  it('lists distinct banks and knows them exactly', () => {
    expect(new Set(SINGAPORE_BANKS).size).toBe(SINGAPORE_BANKS.length);
    expect(SINGAPORE_BANKS).toContain('DBS Bank');
    expect(isSingaporeBank('OCBC Bank')).toBe(true);
    expect(isSingaporeBank('ocbc bank')).toBe(false);
    expect(isSingaporeBank('Bank of Nowhere')).toBe(false);
  });
});

describe('holder name', () => {
  const person = { visitorType: 'personal' as const, firstName: 'Ana', lastName: 'Tan' };

  it('accepts a person in either name order, ignoring case and spaces', () => {
    const names = registeredNames(person);
    expect(names).toEqual(['Ana Tan', 'Tan Ana']);
    for (const holder of ['ANA TAN', ' tan   ana ', 'Ana Tan'])
      expect(holderNameMatches(holder, names), holder).toBe(true);
    for (const holder of ['Bob Lim', 'Ana', 'Ana Tan Jr', '', '   '])
      expect(holderNameMatches(holder, names), holder).toBe(false);
  });

  it('needs the company name for a corporate member', () => {
    const company = {
      visitorType: 'corporate' as const,
      firstName: 'Ana',
      lastName: 'Tan',
      companyName: 'Green Leaf Pte Ltd',
    };
    expect(registeredNames(company)).toEqual(['Green Leaf Pte Ltd']);
    expect(holderNameMatches('GREEN LEAF PTE LTD', registeredNames(company))).toBe(true);
    expect(holderNameMatches('Ana Tan', registeredNames(company))).toBe(false);
    expect(registeredNames({ ...company, companyName: null })).toEqual([]);
  });

  it('has no name for an empty identity, and takes a single name too', () => {
    expect(registeredNames({ visitorType: 'guest', firstName: '', lastName: '' })).toEqual([]);
    expect(holderNameMatches('ana tan', 'Ana  Tan')).toBe(true);
  });

  it('matches any spacing and case of the registered name (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,12}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 1, max: 4 }), (first, last, gap) => {
        const holder = `  ${first.toUpperCase()}${' '.repeat(gap)}${last.toLowerCase()} `;
        expect(
          holderNameMatches(
            holder,
            registeredNames({ ...person, firstName: first, lastName: last }),
          ),
        ).toBe(true);
      }),
    );
  });
});

describe('password attempts', () => {
  it('counts down 4, 3, 2, 1 and locks at the fifth wrong password', () => {
    let failed = 0;
    const left: number[] = [];
    for (;;) {
      const attempt = passwordAttempt(failed, false);
      if (attempt.kind === 'lock') {
        expect(attempt.failed).toBe(5);
        break;
      }
      if (attempt.kind !== 'wrong') throw new Error('a wrong password was accepted');
      left.push(attempt.attemptsLeft);
      failed = attempt.failed;
    }
    expect(left).toEqual([4, 3, 2, 1]);
  });

  it('clears the count on a right password, whatever came before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), (before) => {
        expect(passwordAttempt(before, true)).toEqual({ kind: 'accepted', failed: 0 });
      }),
    );
  });

  it('refuses a count that is not a whole number >= 0', () => {
    expect(() => passwordAttempt(-1, false)).toThrow(RangeError);
    expect(() => passwordAttempt(1.5, false)).toThrow(RangeError);
  });
});

describe('membership term', () => {
  // 10:00 Singapore time on Friday 20 November 2026.
  const now = new Date('2026-11-20T02:00:00.000Z');
  const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

  it('adds calendar months on the Singapore calendar, clamping to the month end', () => {
    expect(addSingaporeMonths(now, 1).toISOString()).toBe('2026-12-20T02:00:00.000Z');
    expect(addSingaporeMonths(now, 12).toISOString()).toBe('2027-11-20T02:00:00.000Z');
    // 31 January 2027, 09:00 in Singapore (01:00 UTC) -> 28 February 2027.
    expect(addSingaporeMonths(new Date('2027-01-31T01:00:00.000Z'), 1).toISOString()).toBe(
      '2027-02-28T01:00:00.000Z',
    );
    // 31 January 2028, 07:00 Singapore = 30 January 23:00 UTC: the Singapore day decides.
    expect(addSingaporeMonths(new Date('2028-01-30T23:00:00.000Z'), 1).toISOString()).toBe(
      '2028-02-28T23:00:00.000Z',
    );
    expect(addSingaporeMonths(now, 0).getTime()).toBe(now.getTime());
    expect(() => addSingaporeMonths(now, -1)).toThrow(RangeError);
  });

  it('keeps the level until expiry, P0 after; no expiry never lapses', () => {
    expect(effectiveLevel('P3', later(1), now)).toBe('P3');
    expect(effectiveLevel('P3', now, now)).toBe('P0');
    expect(effectiveLevel('P3', later(-1), now)).toBe('P0');
    expect(effectiveLevel('P2', null, now)).toBe('P2');
    expect(effectiveLevel('P0', later(10), now)).toBe('P0');
  });

  it('starts a first plan now', () => {
    expect(
      membershipTerm({ level: 'P0', expiresAt: null, wanted: 'P2', period: 'monthly', now }),
    ).toEqual({
      ok: true,
      startsAt: now,
      expiresAt: new Date('2026-12-20T02:00:00.000Z'),
      renewal: false,
    });
  });

  it('extends a renewal of the level held from its expiry', () => {
    const expiresAt = later(5);
    const term = membershipTerm({ level: 'P2', expiresAt, wanted: 'P2', period: 'annual', now });
    expect(term).toEqual({
      ok: true,
      startsAt: expiresAt,
      expiresAt: addSingaporeMonths(expiresAt, 12),
      renewal: true,
    });
  });

  it('starts a higher level now and a lapsed plan now', () => {
    const upgrade = membershipTerm({
      level: 'P2',
      expiresAt: later(5),
      wanted: 'P4',
      period: 'monthly',
      now,
    });
    expect(upgrade).toMatchObject({ ok: true, startsAt: now, renewal: false });
    const lapsed = membershipTerm({
      level: 'P4',
      expiresAt: later(-1),
      wanted: 'P1',
      period: 'monthly',
      now,
    });
    expect(lapsed).toMatchObject({ ok: true, startsAt: now, renewal: false });
  });

  it('refuses a lower level while a higher one runs', () => {
    expect(
      membershipTerm({ level: 'P3', expiresAt: later(5), wanted: 'P1', period: 'annual', now }),
    ).toEqual({ ok: false, reason: 'MEMBERSHIP_DOWNGRADE_NOT_ALLOWED' });
  });

  it('always ends after it starts, and never before now (property)', () => {
    const paid = fc.constantFrom(...(['P1', 'P2', 'P3', 'P4', 'P5'] as const));
    fc.assert(
      fc.property(
        fc.constantFrom(...MEMBERSHIP_LEVELS),
        fc.option(fc.integer({ min: -400, max: 400 })),
        paid,
        fc.constantFrom('monthly' as const, 'annual' as const),
        (level: MembershipLevel, days, wanted, period) => {
          const expiresAt = days === null ? null : later(days);
          const term = membershipTerm({ level, expiresAt, wanted, period, now });
          const held = effectiveLevel(level, expiresAt, now);
          if (!term.ok) {
            expect(levelRank(wanted)).toBeLessThan(levelRank(held));
            return;
          }
          expect(term.expiresAt.getTime()).toBeGreaterThan(term.startsAt.getTime());
          expect(term.startsAt.getTime()).toBeGreaterThanOrEqual(now.getTime());
        },
      ),
    );
  });
});

describe('avatars', () => {
  it('allows avatars up to 2 MB', () => {
    expect(AVATAR_MAX_BYTES).toBe(2_097_152);
  });

  it('takes JPEG, PNG and WebP by their declared type, and nothing else', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(isImageType(type), type).toBe(true);
    for (const type of [
      'image/gif',
      'image/heic',
      'image/svg+xml',
      'text/plain',
      '',
      'IMAGE/PNG',
      'toString',
    ])
      expect(isImageType(type), type).toBe(false);
  });

  it('refuses a file of another type first, then one over the limit', () => {
    expect(avatarFileRefusal({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileRefusal({ type: 'image/png', size: 1 })).toBeNull();
    expect(avatarFileRefusal({ type: 'image/webp', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'FILE_TOO_LARGE',
    );
    expect(avatarFileRefusal({ type: 'application/pdf', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'FILE_TYPE_INVALID',
    );
  });

  it("holds a project's picture to its own, larger limit", () => {
    const picture = (size: number) =>
      imageFileRefusal({ type: 'image/jpeg', size }, PROJECT_PICTURE_MAX_BYTES);
    expect(PROJECT_PICTURE_MAX_BYTES).toBeGreaterThan(AVATAR_MAX_BYTES);
    expect(picture(AVATAR_MAX_BYTES + 1)).toBeNull();
    expect(picture(PROJECT_PICTURE_MAX_BYTES)).toBeNull();
    expect(picture(PROJECT_PICTURE_MAX_BYTES + 1)).toBe('FILE_TOO_LARGE');
    expect(imageFileRefusal({ type: 'image/gif', size: 1 }, PROJECT_PICTURE_MAX_BYTES)).toBe(
      'FILE_TYPE_INVALID',
    );
  });
});
