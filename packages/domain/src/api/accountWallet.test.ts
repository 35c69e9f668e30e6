import { describe, expect, it } from 'vitest';
import { memberWire } from './endpoints/profile';
import type { Endpoint } from './endpoint';
import { endpoints } from './registry';
import { ENDPOINTS } from './allEndpoints';
import { adminEndpoints } from './adminRegistry';
import { fundRecordWire, topUpWire, withdrawalWire } from './endpoints/wallet';
import { adminAccountEndpoints, adminWithdrawalWire } from './endpoints/adminAccount';
import { Secret } from '../validation/secret';
import { TOP_UP_TRANSITIONS, canTransition } from '../model/transitions';

describe('account and wallet contract', () => {
  it('registers every endpoint of the area, members only or operator only', () => {
    const operator: readonly Endpoint[] = Object.values(adminAccountEndpoints);
    const members: readonly Endpoint[] = [
      endpoints.profile,
      endpoints.wallet,
      endpoints.membership,
    ].flatMap((area) => Object.values(area));
    const mine = ENDPOINTS.filter((e) => members.includes(e) || operator.includes(e));
    expect(mine).toHaveLength(33);
    for (const e of mine) expect(e.access, e.name).toBe(operator.includes(e) ? 'admin' : 'member');
    expect(mine.filter((e) => e.moneyMoving).map((e) => e.name)).toEqual([
      'wallet.createTopUp',
      'wallet.withdraw',
      'membership.join',
    ]);
    expect(endpoints.profile.uploadAvatar.summary).toContain('multipart/form-data');
  });

  it('reads a profile into the Member entity', () => {
    const profile = memberWire.parse({
      memId: 3,
      visitorType: 'corporate',
      email: 'a@b.sg',
      firstName: 'Ana',
      lastName: 'Tan',
      companyName: 'Green Leaf Pte Ltd',
      uen: '201912345K',
      mobile: '91234567',
      avatarUrl: null,
      invitationCode: null,
      creditScore: 'excellent',
      level: 'P2',
      membershipExpiresAt: '2026-12-20T02:00:00.000Z',
      joinedAt: '2026-11-20T02:00:00.000Z',
      risk: false,
      locked: false,
      isAnswer: true,
      hasWithdrawalPassword: true,
    });
    expect(profile.membershipExpiresAt?.getTime()).toBe(Date.UTC(2026, 11, 20, 2));
    expect(profile.icNumber).toBeUndefined();
    expect(endpoints.profile.get.response).toBe(memberWire);
  });

  it('reads money as decimal text and instants as ISO text', () => {
    const record = fundRecordWire.parse({
      id: 1,
      type: 'withdrawal',
      balance: 'available',
      amount: '-200.00',
      balanceAfter: '800.00',
      reference: 'WD-000001',
      createdAt: '2026-11-20T02:00:00.000Z',
    });
    expect(record.amount.toString()).toBe('-200.00');
    expect(fundRecordWire.safeParse({ ...record, amount: -200 }).success).toBe(false);
    const topUp = topUpWire.parse({
      id: 1,
      amount: '100.00',
      status: 'pending',
      reference: 'CMABCDEFGHJK',
      payee: { uen: '202600001K', name: 'Demo', city: 'Singapore' },
      createdAt: '2026-11-20T02:00:00.000Z',
      payableUntil: '2026-11-21T16:00:00.000Z',
      resolvedAt: null,
    });
    expect(topUp.amount.toString()).toBe('100.00');
    expect(topUp.payableUntil).toEqual(new Date('2026-11-21T16:00:00.000Z'));
    const withdrawal = {
      id: 2,
      amount: '200.00',
      fee: '2.00',
      netAmount: '198.00',
      status: 'processing',
      destination: 'bank',
      createdAt: '2026-11-20T02:00:00.000Z',
      completedAt: null,
      refusedAt: null,
    };
    expect(withdrawalWire.parse(withdrawal).netAmount.toString()).toBe('198.00');
    expect(
      adminWithdrawalWire.safeParse({
        ...withdrawal,
        memberId: 3,
        bankName: 'Bank of Nowhere',
        accountNumber: '1',
        holderName: 'x',
        paynowNumber: null,
      }).success,
    ).toBe(false);
  });

  it('validates requests with the domain schemas', () => {
    const parsed = endpoints.wallet.withdraw.request.parse({
      amount: 'S$1,000',
      password: 'Withdraw#2026',
    });
    expect(parsed.amount.toString()).toBe('1000.00');
    expect(parsed.password).toBeInstanceOf(Secret);
    expect(JSON.stringify(parsed)).not.toContain('Withdraw#2026');
    expect(endpoints.wallet.createTopUp.request.safeParse({ amount: '0' }).success).toBe(false);
    expect(endpoints.wallet.fundRecords.request.parse({ page: '2', type: 'top_up' })).toEqual({
      page: 2,
      pageSize: 20,
      type: 'top_up',
    });
    expect(endpoints.profile.update.request.safeParse({ mobile: '123' }).success).toBe(false);
    expect(
      endpoints.profile.saveBankCard.request.safeParse({
        bankName: 'DBS',
        accountNumber: '123456',
        holderName: 'A',
      }).success,
    ).toBe(false);
    expect(
      endpoints.profile.changeWithdrawalPassword.request.safeParse({
        oldPassword: 'x',
        password: 'Withdraw#2026',
        confirmPassword: 'Withdraw#2026',
      }).success,
    ).toBe(true);
    expect(
      endpoints.membership.join.request.safeParse({ level: 'P0', period: 'monthly' }).success,
    ).toBe(false);
    expect(
      adminEndpoints.setMembership.request.safeParse({ memberId: 1, level: 'P2' }).error?.issues[0],
    ).toMatchObject({ message: 'REQUIRED', path: ['expiresAt'] });
    expect(
      adminEndpoints.setMembership.request.safeParse({ memberId: 1, level: 'P0' }).success,
    ).toBe(true);
    expect(endpoints.membership.plans.request.parse({ lang: 'en' })).toEqual({});
  });

  it('lets a top-up be confirmed or cancelled only while pending', () => {
    expect(canTransition(TOP_UP_TRANSITIONS, 'pending', 'confirmed')).toBe(true);
    expect(canTransition(TOP_UP_TRANSITIONS, 'pending', 'cancelled')).toBe(true);
    expect(canTransition(TOP_UP_TRANSITIONS, 'confirmed', 'cancelled')).toBe(false);
    expect(canTransition(TOP_UP_TRANSITIONS, 'cancelled', 'confirmed')).toBe(false);
  });
});
