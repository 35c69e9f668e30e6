import { fundRecordDays } from '@carbonmarket/domain';
import type { Notification } from '@carbonmarket/domain';

/** A line of the list as the screen draws it: the notification, and where it sits in its day. */
export interface NotificationRow {
  notification: Notification;
  /** The day's start when the line is its day's first (its heading goes above it), else null. */
  dayStart: Date | null;
  /** The line closes its day (the day's card ends under it). */
  lastOfDay: boolean;
}

/**
 * The notifications as one list of lines, grouped by their Singapore day as the fund records are
 * (the domain's grouping by `createdAt`): the list pages through lines, and each line knows
 * whether it opens or closes its day.
 */
export const notificationRows = (notifications: readonly Notification[]): NotificationRow[] =>
  fundRecordDays(notifications).flatMap(({ start, records }) =>
    records.map((notification, index) => ({
      notification,
      dayStart: index === 0 ? start : null,
      lastOfDay: index === records.length - 1,
    })),
  );
