import { selectPage } from '../db/selectPage';
import type { ExpressionBuilder } from 'kysely';

import type { NotificationTarget, NotificationTargetKind, OrderStatus } from '@carbonmarket/domain';
import type { Lang } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';
import type { Tables } from '../db/tables';
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

/**
 * Whether the thing a notification names is there for its recipient: a member's order or
 * withdrawal (never for every member: each has their own), a news post of anyone's.
 */
async function targetExists(
  data: Data,
  recipient: NotifyTarget,
  about: NotificationAbout,
): Promise<boolean> {
  if (about.kind === 'fundRecords') return true;
  const q = data.q();
  if (about.kind === 'news')
    return (
      (await q.selectFrom('news').select('id').where('id', '=', about.id).executeTakeFirst()) !==
      undefined
    );
  if (recipient === 'all') return false;
  const owned =
    about.kind === 'order'
      ? await q
          .selectFrom('orders')
          .select('id')
          .where('id', '=', about.id)
          .where('member_id', '=', recipient)
          .executeTakeFirst()
      : await q
          .selectFrom('withdrawals')
          .select('id')
          .where('id', '=', about.id)
          .where('member_id', '=', recipient)
          .executeTakeFirst();
  return owned !== undefined;
}

/** One member's id, or every member. */
export type NotifyTarget = number | 'all';

/** What `notify` needs: the services of the server (`createServices`) have all of it. */
export interface NotifyDeps {
  data: Data;
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

/** Queries over `notifications as n`. */
type OverNotifications = ExpressionBuilder<Tables & { n: Tables['notifications'] }, 'n'>;

/**
 * The notifications a member sees: those sent to them, and those sent to everyone since they
 * joined.
 */
const visibleTo = (memberId: number) => (eb: OverNotifications) =>
  eb.or([
    eb('n.member_id', '=', memberId),
    eb.and([
      eb('n.member_id', 'is', null),
      eb(
        'n.created_at',
        '>=',
        eb.selectFrom('members').select('created_at').where('id', '=', memberId),
      ),
    ]),
  ]);

/** Not yet read by the member. */
const unreadBy = (memberId: number) => (eb: OverNotifications) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('notification_reads as r')
        .select('r.notification_id')
        .where('r.member_id', '=', memberId)
        .whereRef('r.notification_id', '=', 'n.id'),
    ),
  );

/** How many of the member's notifications are unread. */
export async function unreadCount(data: Data, memberId: number): Promise<number> {
  const row = await data
    .q()
    .selectFrom('notifications as n')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where(visibleTo(memberId))
    .where(unreadBy(memberId))
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
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
): Promise<{ id: number }> {
  const { data, events } = deps;
  const now = options.now ?? deps.clock();
  const { title, body } = storedNotificationTexts(message);
  const work = async (scope: WriteScope) => {
    if (target !== 'all') {
      const member = await data
        .q()
        .selectFrom('members')
        .select('visitor_type')
        .where('id', '=', target)
        .executeTakeFirst();
      if (!member || member.visitor_type === 'guest') throw new ApiError('NOT_FOUND');
    }
    const about = options.about ?? null;
    if (about !== null && !(await targetExists(data, target, about)))
      throw new ApiError('NOT_FOUND');
    const { id } = await data
      .q()
      .insertInto('notifications')
      .values({
        member_id: target === 'all' ? null : target,
        title_en: title.en,
        title_cn: title.cn,
        body_en: body.en,
        body_cn: body.cn,
        created_at: now.toISOString(),
        target_kind: about?.kind ?? null,
        target_id: about === null || about.kind === 'fundRecords' ? null : about.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Only members whose socket may be open can receive the push; the rest read the list later.
    const recipients =
      target === 'all'
        ? (
            await data
              .q()
              .selectFrom('members')
              .select('id')
              .where('visitor_type', '<>', 'guest')
              .where('created_at', '<=', now.toISOString())
              .orderBy('id')
              .execute()
          )
            .map((row) => row.id)
            .filter((memberId) => events.mayListen(memberId))
        : [target];
    for (const memberId of recipients)
      scope.push(memberId, {
        type: 'notification',
        data: { id, title: title.en, unread: await unreadCount(data, memberId) },
      });
    return { id };
  };
  return options.scope ? work(options.scope) : deps.write(now, work);
}

/** A member's notifications: the list, the unread count and marking them read. */
export function createNotificationService(data: Data) {
  return {
    /** One page, newest first, with the read flag. */
    list(memberId: number, lang: Lang, paging: { page: number; pageSize: number }) {
      const q = data.q();
      const list = q
        .selectFrom('notifications as n')
        .leftJoin('notification_reads as r', (join) =>
          join.onRef('r.notification_id', '=', 'n.id').on('r.member_id', '=', memberId),
        )
        .leftJoin('orders as o', (join) =>
          join
            .on('n.target_kind', '=', 'order')
            .onRef('o.id', '=', 'n.target_id')
            .on('o.member_id', '=', memberId),
        )
        .select([
          'n.id',
          'n.title_en',
          'n.title_cn',
          'n.body_en',
          'n.body_cn',
          'n.created_at',
          'r.read_at',
          'n.target_kind',
          'n.target_id',
          'o.status as order_status',
        ])
        .where(visibleTo(memberId));
      return selectPage(
        q,
        list,
        (rows) => rows.orderBy('n.id', 'desc'),
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

    async unread(memberId: number) {
      return { unread: await unreadCount(data, memberId) };
    },

    /** Marks the given notifications (the member's own only) or all of them read. */
    async markRead(memberId: number, which: readonly number[] | 'all', now: Date) {
      if (which === 'all' || which.length > 0)
        await data
          .q()
          .insertInto('notification_reads')
          .columns(['member_id', 'notification_id', 'read_at'])
          .expression((eb) =>
            eb
              .selectFrom('notifications as n')
              .select([
                eb.cast<number>(eb.val(memberId), 'bigint').as('member_id'),
                'n.id',
                eb.cast<string>(eb.val(now.toISOString()), 'text').as('read_at'),
              ])
              .where(visibleTo(memberId))
              .$if(which !== 'all', (rows) =>
                rows.where('n.id', 'in', which === 'all' ? [] : which),
              ),
          )
          .onConflict((conflict) => conflict.columns(['member_id', 'notification_id']).doNothing())
          .execute();
      return { unread: await unreadCount(data, memberId) };
    },

    /** The title of a notification in a language (for pushes to a Chinese-speaking socket). */
    async title(id: number, lang: Lang): Promise<string | null> {
      const row = await data
        .q()
        .selectFrom('notifications')
        .select(['title_en', 'title_cn'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? inLang(row, 'title', lang) : null;
    },
  };
}
