import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { langParam } from '../lang';
import { pageQuery, pageWire } from '../paging';
import { idWire, instantWire } from '../wire';
import { issue, malformed } from '../../validation/fields';
import { ORDER_STATUSES } from '../../model/status';

/**
 * What a notification is about (`NotificationTarget`): an order with the status it has now, a
 * withdrawal, the fund records, or a news post.
 */
export const notificationTargetWire = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), id: idWire, status: z.enum(ORDER_STATUSES) }),
  z.object({ kind: z.literal('withdrawal'), id: idWire }),
  z.object({ kind: z.literal('fundRecords') }),
  z.object({ kind: z.literal('news'), id: idWire }),
]);

/** One notification in the reader's language: plain text, and what it is about. */
export const notificationWire = z.object({
  id: idWire,
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: instantWire,
  target: notificationTargetWire.nullable(),
});

const unreadWire = z.object({ unread: z.number().int().nonnegative() });

const notificationList = defineEndpoint({
  name: 'notifications.list',
  method: 'GET',
  path: '/notification/list',
  access: 'member',
  request: () => pageQuery.extend({ lang: langParam }),
  response: () => pageWire(notificationWire),
  summary: "The member's notifications, newest first, with their read flag.",
});

const notificationUnread = defineEndpoint({
  name: 'notifications.unread',
  method: 'GET',
  path: '/notification/unread',
  access: 'member',
  request: () => z.object({ lang: langParam }),
  response: () => unreadWire,
  summary: "How many of the member's notifications are unread.",
});

/** Most ids one mark-read call may name. */
export const MAX_MARK_READ_IDS = 100;

const notificationRead = defineEndpoint({
  name: 'notifications.markRead',
  method: 'POST',
  path: '/notification/read',
  access: 'member',
  request: () =>
    z
      .object(
        {
          lang: langParam,
          /** The notifications to mark read; ids of other members are ignored. */
          ids: z
            .array(idWire, malformed)
            .min(1, malformed)
            .max(MAX_MARK_READ_IDS, malformed)
            .optional(),
          /** Marks every notification read. */
          all: z.boolean(malformed).optional(),
        },
        malformed,
      )
      .refine((input) => input.all === true || input.ids !== undefined, {
        ...issue('REQUIRED'),
        path: ['ids'],
      }),
  response: () => unreadWire,
  errors: ['REQUIRED'],
  summary:
    'Marks some (`ids`) or all (`all: true`) notifications read; answers the unread count after.',
});

/** The notifications endpoints, by action: `endpoints.notifications.<action>`. */
export const notificationsEndpoints = {
  list: notificationList,
  unread: notificationUnread,
  markRead: notificationRead,
} as const;
