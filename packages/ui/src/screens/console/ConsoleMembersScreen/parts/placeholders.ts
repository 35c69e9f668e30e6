import type { Member } from '@carbonmarket/domain';

/**
 * What a result lays out while the search runs: one line where a loaded result has one, drawn as
 * bars (`SkeletonOutline`), never read.
 */
export const PLACEHOLDER_MEMBER: Member = {
  memId: 0,
  visitorType: 'personal',
  email: 'member@example.com',
  firstName: 'Member',
  lastName: 'Name',
  mobile: '',
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
};
