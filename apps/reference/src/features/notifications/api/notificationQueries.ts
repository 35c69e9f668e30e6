import { endpoints } from '@carbonmarket/domain/contract';
import type { Lang } from '@carbonmarket/domain/contract';
import { pagedQuery } from '../../../lib/query/pagedQuery';

/** Notifications per page: more than a phone's screen holds, so the first page fills it. */
const PAGE_SIZE = 20;

/**
 * The member's notifications in the reader's language, newest first, a page at a time. One
 * definition for the page's hook and for the route's data. A notification pushed refreshes the
 * lists (`notificationArrived`); marking read writes the read flags into them
 * (`notificationsRead`). `enabled: false` for a guest, whom the guard offers to register instead.
 */
export const notificationPagesQuery = (lang: Lang, enabled = true) =>
  pagedQuery(endpoints.notifications.list, { pageSize: PAGE_SIZE, lang }, { enabled });
