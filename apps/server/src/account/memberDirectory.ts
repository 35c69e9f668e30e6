import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { Data } from '../db/data';
import { selectPage } from '../db/selectPage';
import type { PageRequest } from '../db/selectPage';
import { profileOf } from './memberStore';
import type { MemberStore } from './memberStore';

/** The columns a search looks in. */
const SEARCHED = ['email', 'first_name', 'last_name', 'company_name', 'ic_number', 'uen'] as const;

/** `text` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The operator's view of members (ADR 051): finding them, and what a member's own pages show
 * them (their sessions as times only, never a token).
 */
export function createMemberDirectory(data: Data, members: MemberStore) {
  /** Contains `text`, whatever its case, on either engine. */
  const contains = (column: (typeof SEARCHED)[number], text: string): Expression<SqlBool> =>
    data.engine === 'postgres'
      ? sql<SqlBool>`${sql.ref(column)}::text ilike ${anywhere(text)} escape '\\'`
      : sql<SqlBool>`${sql.ref(column)} like ${anywhere(text)} escape '\\'`;

  return {
    /** Registered members, newest first, or those the query finds (an id finds its member). */
    search(query: string | undefined, paging: PageRequest, now: Date) {
      const q = data.q();
      let list = q.selectFrom('members').selectAll().where('visitor_type', '<>', 'guest');
      if (query !== undefined) {
        const id = /^\d{1,15}$/.test(query) ? Number(query) : null;
        list = list.where((eb) =>
          eb.or([
            ...SEARCHED.map((column) => contains(column, query)),
            ...(id === null ? [] : [eb('id', '=', id)]),
          ]),
        );
      }
      return selectPage(
        q,
        list,
        (rows) => rows.orderBy('id', 'desc'),
        paging,
        (row) => profileOf(row, now),
      );
    },

    /** One registered member's profile; NOT_FOUND for a guest or nobody. */
    async profile(memberId: number, now: Date) {
      return profileOf(await members.getRegistered(memberId), now);
    },

    /** A member's sessions, newest first. */
    async sessions(memberId: number, paging: PageRequest) {
      await members.getRegistered(memberId);
      const q = data.q();
      return selectPage(
        q,
        q
          .selectFrom('sessions')
          .select(['created_at', 'last_seen_at', 'revoked_at'])
          .where('member_id', '=', memberId),
        (rows) => rows.orderBy('created_at', 'desc'),
        paging,
        (row) => ({
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          endedAt: row.revoked_at,
        }),
      );
    },
  };
}

export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
