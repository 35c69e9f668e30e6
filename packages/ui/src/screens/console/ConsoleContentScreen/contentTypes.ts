import type { z } from 'zod';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type { adminEndpoints } from '@carbonmarket/domain/contract';

/**
 * A news post as `admin.publishNews` and `admin.previewNews` take it, checked by their schema;
 * published as soon as it is sent (no `publishedAt`).
 */
export type NewsDraft = Omit<z.output<typeof adminEndpoints.publishNews.request>, 'publishedAt'>;

/** A post's texts as they would be stored (`admin.previewNews`): plain titles, sanitised bodies. */
export type StoredNewsTexts = z.output<typeof adminEndpoints.previewNews.response>;

/** The preview of a draft: the draft as sent, and what the server would store of it. */
export interface NewsPreview {
  draft: NewsDraft;
  texts: StoredNewsTexts;
}

/** A notification as `admin.publishNotification` takes it: to one member or to `all`. */
export type NotificationDraft = z.output<typeof adminEndpoints.publishNotification.request>;

/** Which of the section's tabs is shown: writing news, notifying members, the news published. */
export type ContentView = 'news' | 'notifications' | 'published';

/** What the operator just did, said in the announced banner at the top. */
export type ContentDone =
  | { kind: 'newsPublished'; id: number; title: string }
  | { kind: 'newsDeleted'; id: number; title: string }
  | { kind: 'notificationSent'; id: number; memberId: number | 'all' };

/** Why the server refused a draft: the catalogue code, its values, and the fields' codes. */
export interface ContentRefusal {
  error: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: Readonly<Record<string, ErrorCode>>;
}
