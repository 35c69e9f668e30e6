import type { Migration } from '../migrate';

/**
 * Version 22: what a notification is about. `target_kind` names the kind (`NOTIFICATION_TARGET_KINDS`:
 * an order, a withdrawal, the fund records, a news post) and `target_id` the one meant, for the
 * kinds that have one. Notifications sent before have none.
 */
export const notificationTargetsMigration: Migration = {
  version: 22,
  name: 'what a notification is about',
  sql: `
    ALTER TABLE notifications ADD COLUMN target_kind TEXT
      CHECK (target_kind IN ('order', 'withdrawal', 'fundRecords', 'news'));
    ALTER TABLE notifications ADD COLUMN target_id INTEGER
      CHECK ((target_kind IS NULL OR target_kind = 'fundRecords') = (target_id IS NULL));
  `,
};
