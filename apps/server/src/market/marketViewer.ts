import { effectiveLevel } from '@carbonmarket/domain';
import type { Viewer } from '@carbonmarket/domain';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';

/**
 * Reads what the market rules need to know about a member: visitor type, membership level in
 * force (a lapsed level counts as P0), risk flag and lock.
 */
export function createViewerReader(data: Data) {
  return async (memberId: number, now: Date): Promise<Viewer> => {
    const row = await data
      .q()
      .selectFrom('members')
      .select(['visitor_type', 'level', 'risk', 'locked', 'membership_expires_at'])
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND');
    const expires = row.membership_expires_at;
    return {
      visitorType: row.visitor_type,
      level: effectiveLevel(row.level, expires === null ? null : new Date(expires), now),
      risk: row.risk === 1,
      locked: row.locked === 1,
    };
  };
}

export type ViewerReader = ReturnType<typeof createViewerReader>;
