import { describe, expect, it } from 'vitest';
import {
  canBook,
  canBuy,
  canJoinProject,
  canOpenAccountArea,
  canSell,
  canSellPresale,
  canTopUp,
  canWithdraw,
} from './access';
import type { ProjectGate, Viewer } from './access';
import { faqRedirect } from './faqRedirect';

const member: Viewer = { visitorType: 'personal', risk: false, level: 'P2', locked: false };
const guest: Viewer = { ...member, visitorType: 'guest', level: 'P0' };
const open: ProjectGate = { status: 'in_progress', minLevel: 'P1' };
const monday = new Date('2026-11-23T10:00:00+08:00');

describe('canBuy', () => {
  it('allows a member at the level while in progress', () => {
    expect(canBuy(member, open)).toEqual({ ok: true });
    expect(canBuy({ ...member, visitorType: 'corporate' }, open)).toEqual({ ok: true });
  });
  it('refuses guests, risk, locked and low levels with the right reason', () => {
    expect(canBuy(guest, open)).toEqual({ ok: false, reason: 'GUEST_RESTRICTED' });
    expect(canBuy({ ...member, risk: true }, open)).toEqual({
      ok: false,
      reason: 'RISK_ACCOUNT_RESTRICTED',
    });
    expect(canBuy({ ...member, locked: true }, open)).toEqual({
      ok: false,
      reason: 'ACCOUNT_LOCKED',
    });
    expect(canBuy({ ...member, level: 'P0' }, open)).toEqual({
      ok: false,
      reason: 'MEMBERSHIP_LEVEL_TOO_LOW',
    });
  });
  it('explains every other project status', () => {
    expect(canBuy(member, { ...open, status: 'full' })).toEqual({
      ok: false,
      reason: 'PROJECT_FULL',
    });
    expect(canBuy(member, { ...open, status: 'ended' })).toEqual({
      ok: false,
      reason: 'PROJECT_ENDED',
    });
    expect(canBuy(member, { ...open, status: 'closed' })).toEqual({
      ok: false,
      reason: 'PROJECT_ENDED',
    });
    for (const status of [
      'not_begun',
      'pending_review',
      'reservation_waiting',
      'presale',
    ] as const) {
      expect(canBuy(member, { ...open, status }), status).toEqual({
        ok: false,
        reason: 'PROJECT_NOT_BEGUN',
      });
    }
  });
});

describe('canBook', () => {
  it('allows booking only in presale', () => {
    expect(canBook(member, { ...open, status: 'presale' })).toEqual({ ok: true });
    expect(canBook(member, open)).toEqual({ ok: false, reason: 'PROJECT_NOT_BEGUN' });
    expect(canBook(guest, { ...open, status: 'presale' })).toEqual({
      ok: false,
      reason: 'GUEST_RESTRICTED',
    });
  });
});

describe('selling', () => {
  it('lets members sell and refuses guests and risk', () => {
    expect(canSell(member)).toEqual({ ok: true });
    expect(canSell(guest)).toEqual({ ok: false, reason: 'GUEST_RESTRICTED' });
    expect(canSell({ ...member, risk: true })).toEqual({
      ok: false,
      reason: 'RISK_ACCOUNT_RESTRICTED',
    });
  });
  it('needs P3 for presale credits, else contact customer service', () => {
    expect(canSellPresale({ ...member, level: 'P3' }, 'P3')).toEqual({ ok: true });
    expect(canSellPresale({ ...member, level: 'P5' }, 'P3')).toEqual({ ok: true });
    expect(canSellPresale(member, 'P3')).toEqual({
      ok: false,
      reason: 'PRESALE_SELL_CONTACT_SERVICE',
    });
  });
});

describe('canWithdraw', () => {
  it('allows on weekdays and refuses weekends in Singapore time', () => {
    expect(canWithdraw(member, monday)).toEqual({ ok: true });
    expect(canWithdraw(member, new Date('2026-11-21T23:59:00+08:00'))).toEqual({
      ok: false,
      reason: 'WITHDRAWAL_CLOSED_SATURDAY',
    });
    expect(canWithdraw(member, new Date('2026-11-22T08:00:00+08:00'))).toEqual({
      ok: false,
      reason: 'WITHDRAWAL_CLOSED_SUNDAY',
    });
    expect(canWithdraw(member, new Date('2026-11-23T00:00:00+08:00'))).toEqual({ ok: true });
  });
  it('refuses risk, frozen and guests', () => {
    expect(canWithdraw({ ...member, risk: true }, monday)).toEqual({
      ok: false,
      reason: 'RISK_ACCOUNT_RESTRICTED',
    });
    expect(canWithdraw({ ...member, frozen: true }, monday)).toEqual({
      ok: false,
      reason: 'BALANCE_FROZEN',
    });
    expect(canWithdraw(guest, monday)).toEqual({ ok: false, reason: 'GUEST_RESTRICTED' });
  });
});

describe('canTopUp and canJoinProject', () => {
  it('lets risk-flagged members top up but not guests', () => {
    expect(canTopUp({ ...member, risk: true })).toEqual({ ok: true });
    expect(canTopUp(guest)).toEqual({ ok: false, reason: 'GUEST_RESTRICTED' });
    expect(canTopUp({ ...member, locked: true })).toEqual({ ok: false, reason: 'ACCOUNT_LOCKED' });
  });
  it('compares membership levels', () => {
    expect(canJoinProject(member, { ...open, minLevel: 'P2' })).toEqual({ ok: true });
    expect(canJoinProject(member, { ...open, minLevel: 'P3' })).toEqual({
      ok: false,
      reason: 'MEMBERSHIP_LEVEL_TOO_LOW',
    });
    expect(canJoinProject(guest, open)).toEqual({ ok: false, reason: 'GUEST_RESTRICTED' });
  });
});

describe('faqRedirect', () => {
  const pending = { memId: 12, isAnswer: false };
  it('sends a member who has not answered to the FAQ', () => {
    expect(faqRedirect(pending, '/pages/index/index')).toBe('/pages/index/faq');
    expect(faqRedirect(pending, '/pages/project/info?id=3')).toBe('/pages/index/faq');
  });
  it('never redirects from FAQ, login or register', () => {
    expect(faqRedirect(pending, '/pages/index/faq')).toBeNull();
    expect(faqRedirect(pending, '/pages/login/index?from=x')).toBeNull();
    expect(faqRedirect(pending, '/pages/register/index/')).toBeNull();
  });
  it('leaves visitors without mem_id and members who answered alone', () => {
    expect(faqRedirect({ memId: 0, isAnswer: false }, '/pages/index/index')).toBeNull();
    expect(faqRedirect({ memId: 12, isAnswer: true }, '/pages/index/index')).toBeNull();
  });
});

describe('FAQ paths', () => {
  it('name the FAQ route and its exemptions', async () => {
    const { FAQ_PATH, FAQ_EXEMPT_PATHS } = await import('./faqRedirect');
    expect(FAQ_PATH).toBe('/pages/index/faq');
    expect(FAQ_EXEMPT_PATHS).toEqual([
      '/pages/index/faq',
      '/pages/login/index',
      '/pages/register/index',
    ]);
  });
});

describe('canOpenAccountArea', () => {
  it('opens the account area to members and offers guests registration instead', () => {
    expect(canOpenAccountArea('personal')).toEqual({ ok: true });
    expect(canOpenAccountArea('corporate')).toEqual({ ok: true });
    expect(canOpenAccountArea('guest')).toEqual({ ok: false, reason: 'GUEST_RESTRICTED' });
  });
});
