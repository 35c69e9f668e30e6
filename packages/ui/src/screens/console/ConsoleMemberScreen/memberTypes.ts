import type { z } from 'zod';
import type { ErrorCode, MembershipLevel } from '@carbonmarket/domain';
import type { adminEndpoints, memberSessionWire } from '@carbonmarket/domain/contract';
import type { ListStatus } from '../../../components/List/List';

/** One member as `admin.member` sends them: the profile (flags, level, lock) and the balances. */
export type MemberOverview = z.output<typeof adminEndpoints.member.response>;

/** One of a member's sessions (`admin.memberSessions`): when it opened, was last used, ended. */
export type MemberSession = z.infer<typeof memberSessionWire>;

/** A list of a member's records: the pages loaded so far, and where the loading stands. */
export interface RecordPages<Item> {
  /** The records of the pages loaded so far, newest first (the server's order). */
  items: readonly Item[];
  /** A page is loading (the first, or the next), or the last load failed. */
  status: ListStatus;
  /** Why the last load failed, from the catalogue. */
  error?: ErrorCode;
  /** Whether the server has more pages. */
  hasMore: boolean;
}

/** The member's records the screen shows one at a time, in a tab each. */
export type MemberRecordsTab = 'orders' | 'fundRecords' | 'sessions';

/** What the operator may change on a member; each is an endpoint of its own. */
export type MemberAction = 'risk' | 'creditScore' | 'membership' | 'unlock';

/**
 * A membership as `admin.setMembership` sets it: the level, and until when (a paid level's
 * expiry; none for P0).
 */
export interface MembershipChange {
  level: MembershipLevel;
  expiresAt: Date | null;
}
