import type { Member } from '@carbonmarket/domain';

/** Placeholder text: never read or seen (the outline paints it as bars). */
const blank = (length: number) => '\u00a0'.repeat(length);

/** The placeholder's name: a name of typical length (a real one is never blank). */
export const PLACEHOLDER_NAME = blank(14);

/**
 * What the member's card lays out while the profile loads: a member with an email of typical
 * length and a membership with its end date, so the loaded card takes the same place.
 */
export const PLACEHOLDER_MEMBER: Member = {
  memId: 0,
  visitorType: 'personal',
  email: blank(22),
  firstName: '',
  lastName: '',
  mobile: '',
  avatarUrl: null,
  invitationCode: null,
  creditScore: 'excellent',
  level: 'P1',
  membershipExpiresAt: new Date(0),
  joinedAt: new Date(0),
  risk: false,
  locked: false,
  isAnswer: true,
  hasWithdrawalPassword: false,
};
