import type { Database as Db } from 'better-sqlite3';
import { effectiveLevel } from '@carbonmarket/domain';
import type { MembershipLevel, Viewer, VisitorType } from '@carbonmarket/domain';
import { ApiError } from '../apiError';

interface MemberGateRow {
  visitor_type: VisitorType;
  level: MembershipLevel;
  risk: number;
  locked: number;
  /** Present once the account area stores membership expiry; a lapsed level counts as P0. */
  membership_expires_at?: string | null;
}

/**
 * Reads what the market rules need to know about a member: visitor type, membership level in
 * force, risk flag and lock.
 */
export function createViewerReader(db: Db) {
  const select = db.prepare<[number], MemberGateRow>('SELECT * FROM members WHERE id = ?');
  return (memberId: number, now: Date): Viewer => {
    const row = select.get(memberId);
    if (!row) throw new ApiError('NOT_FOUND');
    const expires = row.membership_expires_at ?? null;
    return {
      visitorType: row.visitor_type,
      level: effectiveLevel(row.level, expires === null ? null : new Date(expires), now),
      risk: row.risk === 1,
      locked: row.locked === 1,
    };
  };
}

export type ViewerReader = ReturnType<typeof createViewerReader>;
