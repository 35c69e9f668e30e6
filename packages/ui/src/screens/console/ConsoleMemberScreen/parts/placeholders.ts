import { ZERO_MONEY, tons } from '@carbonmarket/domain';
import type { MemberOverview } from '../memberTypes';

/**
 * What the member's page lays out while it loads: a personal member's facts and empty balances,
 * drawn as bars (`SkeletonOutline`), never read.
 */
export const PLACEHOLDER_OVERVIEW: MemberOverview = {
  member: {
    memId: 0,
    visitorType: 'personal',
    email: 'member@example.com',
    firstName: 'Member',
    lastName: 'Name',
    icNumber: 'S0000000A',
    mobile: '80000000',
    avatarUrl: null,
    invitationCode: null,
    creditScore: 'medium',
    level: 'P0',
    membershipExpiresAt: null,
    joinedAt: new Date(0),
    risk: false,
    locked: false,
    isAnswer: true,
    hasWithdrawalPassword: false,
  },
  balances: {
    available: ZERO_MONEY,
    frozen: ZERO_MONEY,
    pending: ZERO_MONEY,
    declined: ZERO_MONEY,
    credits: { normal: tons('0'), presale: tons('0') },
  },
};
