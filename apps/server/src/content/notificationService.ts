import { selectPage } from '../db/selectPage';
import type { Database as Db } from 'better-sqlite3';

import type { NotificationTarget, NotificationTargetKind, OrderStatus } from '@carbonmarket/domain';
import type { Lang } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { EventBus } from '../realtime/eventBus';
import type { UnitOfWork, WriteScope } from '../ledger/unitOfWork';
import { inLang } from './bilingual';
import { plainText } from './plainText';
import { storedTexts } from './storedTexts';
import type { Bilingual } from './bilingual';

/**
 * A notification as stored and sent: plain text in both languages. Whatever markup an operator
 * wrote is read as text (tags dropped, scripts and styles with their content), as news titles are.
 */
const storedNotificationTexts = (message: NotificationMessage): NotificationMessage =>
  storedTexts(message, {
    title: { lines: 'single', clean: plainText },
    body: { lines: 'multi', clean: plainText },
  });

/** A notification as sent: title and body in both languages. */
export interface NotificationMessage {
  title: Bilingual;
  body: Bilingual;
}

/** What a notification is about, as the sender names it (an order's status is read when listed). */
export type NotificationAbout =
  { kind: 'order' | 'withdrawal' | 'news'; id: number } | { kind: 'fundRecords' };

/** The table a kind of target lives in, and whether it belongs to one member. */
const TARGET_TABLES = {
  order: { table: 'orders', owned: true },
  withdrawal: { table: 'withdrawals', owned: true },
  news: { table: 'news', owned: false },
} as const;

/**
 * Whether the thing a notification names is there for its recipient: a member's order or
 * withdrawal (never for every member: each has their own), a news post of anyone's.
 */
function targetExists(db: Db, recipient: NotifyTarget, about: NotificationAbout): boolean {
  if (about.kind === 'fundRecords') return true;
  const { table, owned } = TARGET_TABLES[about.kind];
  if (!owned) return db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(about.id) !== undefined;
  if (recipient === 'all') return false;
  return (
    db.prepare(`SELECT 1 FROM ${table} WHERE id = ? AND member_id = ?`).get(about.id, recipient) !==
    undefined
  );
}

/** One member's id, or every member. */
export type NotifyTarget = number | 'all';

/** What `notify` needs: the services of the server (`createServices`) have all of it. */
export interface NotifyDeps {
  db: Db;
  write: UnitOfWork;
  events: EventBus;
  clock: () => Date;
}

interface NotificationRow {
  id: number;
  title_en: string;
  title_cn: string;
  body_en: string;
  body_cn: string;
  created_at: string;
  read_at: string | null;
  target_kind: NotificationTargetKind | null;
  target_id: number | null;
  /** The order's status now, when the notification is about an order of the member's. */
  order_status: OrderStatus | null;
}

/** What a stored notification is about, as the list sends it; an order no longer there is none. */
function targetOf(row: NotificationRow): NotificationTarget | null {
  const { target_kind: kind, target_id: id, order_status: status } = row;
  if (kind === 'fundRecords') return { kind };
  if (kind === null || id === null) return null;
  if (kind === 'order') return status === null ? null : { kind, id, status };
  return { kind, id };
}

/**
 * The notifications a member sees: those sent to them, and those sent to everyone since they
 * joined. `@member` names the member.
 */
const VISIBLE = `(n.member_id = @member OR (n.member_id IS NULL AND n.created_at >= (SELECT created_at FROM members WHERE id = @member)))`;
const UNREAD = `NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.member_id = @member AND r.notification_id = n.id)`;

/** How many of the member's notifications are unread. */
export function unreadCount(db: Db, memberId: number): number {
  return (
    db
      .prepare<[{ member: number }], number>(
        `SELECT COUNT(*) FROM notifications n WHERE ${VISIBLE} AND ${UNREAD}`,
      )
      .pluck()
      .get({ member: memberId }) ?? 0
  );
}

/**
 * Sends a notification to one member or to all members (guests never get any), in English and
 * Chinese, about what `options.about` names if anything, and pushes a `notification` socket event
 * (its id, English title and the recipient's new unread count) to each recipient with an open
 * socket once the insert has committed. Returns the notification's id. Refuses NOT_FOUND for an
 * unknown member or a guest, and for a target that is not there for the recipient.
 *
 * Any area may call it with the server's services: `notify(services, memberId, message)`. Inside a
 * transaction of your own, pass its `scope`: the insert joins that transaction and the push waits
 * for its commit.
 */
export function notify(
  deps: NotifyDeps,
  target: NotifyTarget,
  message: NotificationMessage,
  options: { now?: Date; scope?: WriteScope; about?: NotificationAbout } = {},
): { id: number } {
  const { db, events } = deps;
  const now = options.now ?? deps.clock();
  const { title, body } = storedNotificationTexts(message);
  const work = (scope: WriteScope) => {
    if (target !== 'all') {
      const member = db
        .prepare<[number], { visitor_type: string }>(
          'SELECT visitor_type FROM members WHERE id = ?',
        )
        .get(target);
      if (!member || member.visitor_type === 'guest') throw new ApiError('NOT_FOUND');
    }
    const about = options.about ?? null;
    if (about !== null && !targetExists(db, target, about)) throw new ApiError('NOT_FOUND');
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO notifications (member_id, title_en, title_cn, body_en, body_cn, created_at, target_kind, target_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        target === 'all' ? null : target,
        title.en,
        title.cn,
        body.en,
        body.cn,
        now.toISOString(),
        about?.kind ?? null,
        about === null || about.kind === 'fundRecords' ? null : about.id,
      );
    const id = Number(lastInsertRowid);
    // Only members with a socket open can receive the push; the rest read the list later.
    const recipients =
      target === 'all'
        ? db
            .prepare<[string], number>(
              "SELECT id FROM members WHERE visitor_type <> 'guest' AND created_at <= ?",
            )
            .pluck()
            .all(now.toISOString())
            .filter((memberId) => events.listeners(memberId) > 0)
        : [target];
    for (const memberId of recipients)
      scope.push(memberId, {
        type: 'notification',
        data: { id, title: title.en, unread: unreadCount(db, memberId) },
      });
    return { id };
  };
  return options.scope ? work(options.scope) : deps.write(now, work);
}

/** A member's notifications: the list, the unread count and marking them read. */
export function createNotificationService(db: Db) {
  return {
    /** One page, newest first, with the read flag. */
    list(memberId: number, lang: Lang, paging: { page: number; pageSize: number }) {
      return selectPage(
        db,
        {
          select: `SELECT n.id, n.title_en, n.title_cn, n.body_en, n.body_cn, n.created_at, r.read_at,
             n.target_kind, n.target_id, o.status AS order_status
           FROM notifications n
           LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.member_id = @member
           LEFT JOIN orders o ON n.target_kind = 'order' AND o.id = n.target_id AND o.member_id = @member
           WHERE ${VISIBLE}`,
          orderBy: 'n.id DESC',
          params: [{ member: memberId }],
        },
        paging,
        (row: NotificationRow) => ({
          id: row.id,
          title: inLang(row, 'title', lang),
          body: inLang(row, 'body', lang),
          read: row.read_at !== null,
          createdAt: row.created_at,
          target: targetOf(row),
        }),
      );
    },

    unread(memberId: number) {
      return { unread: unreadCount(db, memberId) };
    },

    /** Marks the given notifications (the member's own only) or all of them read. */
    markRead(memberId: number, which: readonly number[] | 'all', now: Date) {
      const ids = which === 'all' ? null : JSON.stringify(which);
      db.prepare(
        `INSERT OR IGNORE INTO notification_reads (member_id, notification_id, read_at)
         SELECT @member, n.id, @now FROM notifications n
         WHERE ${VISIBLE} AND (@ids IS NULL OR n.id IN (SELECT value FROM json_each(@ids)))`,
      ).run({ member: memberId, now: now.toISOString(), ids });
      return { unread: unreadCount(db, memberId) };
    },

    /** The title of a notification in a language (for pushes to a Chinese-speaking socket). */
    title(id: number, lang: Lang): string | null {
      const row = db
        .prepare<[number], { title_en: string; title_cn: string }>(
          'SELECT title_en, title_cn FROM notifications WHERE id = ?',
        )
        .get(id);
      return row ? inLang(row, 'title', lang) : null;
    },
  };
}
