import type { OrderStatus } from './status';

/** The kinds of thing a notification may be about, each opened by a place of the app. */
export const NOTIFICATION_TARGET_KINDS = ['order', 'withdrawal', 'fundRecords', 'news'] as const;
export type NotificationTargetKind = (typeof NOTIFICATION_TARGET_KINDS)[number];

/**
 * What a notification is about, when it is about one thing the member can open: one of their
 * orders (with the status it has now, which names the list it sits in), one of their withdrawals,
 * their fund records, or a news post.
 */
export type NotificationTarget =
  | { kind: 'order'; id: number; status: OrderStatus }
  | { kind: 'withdrawal'; id: number }
  | { kind: 'fundRecords' }
  | { kind: 'news'; id: number };
