import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParam } from '../paging';
import { idWire, instantWire } from '../wire';
import { issue, malformed, multilineTextSchema, textSchema } from '../../validation/fields';
import { isSafeImageUrl } from '../../content/urls';

/** Longest news body the operator may publish, in characters of HTML. */
export const NEWS_BODY_MAX_LENGTH = 100_000;
/** Longest news summary and notification body. */
export const CONTENT_SUMMARY_MAX_LENGTH = 500;
export const NOTIFICATION_BODY_MAX_LENGTH = 2000;

/** The same field in both languages of the product. */
const bilingual = <T extends z.ZodType>(schema: T) =>
  z.object({ en: schema, cn: schema }, issue('REQUIRED'));

/** An image URL: http(s) or relative to this server. Empty means none. */
const imageUrlSchema = z
  .string(issue('URL_INVALID'))
  .trim()
  .refine((url) => url === '' || isSafeImageUrl(url), issue('URL_INVALID'))
  .transform((url) => (url === '' ? null : url))
  .nullable()
  .optional();

/** A news post as the operator writes it: what `admin.publishNews` and `admin.previewNews` take. */
const newsDraftRequest = () =>
  z.object(
    {
      /** Plain text: tags are stripped on the way in. */
      title: bilingual(textSchema()),
      /** Plain text over one or more lines: tags are stripped on the way in. */
      summary: bilingual(multilineTextSchema(CONTENT_SUMMARY_MAX_LENGTH)),
      /** HTML; sanitised on the way in (allowed tags only, no scripts, safe links and images). */
      body: bilingual(multilineTextSchema(NEWS_BODY_MAX_LENGTH)),
      imageUrl: imageUrlSchema,
      /** Defaults to now. */
      publishedAt: instantWire.optional(),
    },
    malformed,
  );

/** What publishing refuses a draft with: empty, too long, forbidden characters, a bad image URL. */
const NEWS_DRAFT_ERRORS = [
  'REQUIRED',
  'TEXT_TOO_LONG',
  'TEXT_CHARACTERS_INVALID',
  'URL_INVALID',
] as const;

const adminPublishNews = defineEndpoint({
  name: 'admin.publishNews',
  method: 'POST',
  path: '/admin/news/publish',
  access: 'admin',
  request: newsDraftRequest,
  response: () => z.object({ id: idWire }),
  errors: NEWS_DRAFT_ERRORS,
  summary:
    'Publishes a news post in English and Chinese; its HTML is sanitised and the tags of its title and summary stripped before storing.',
});

/** A text in both languages, as a reply carries it. */
const bilingualWire = z.object({ en: z.string(), cn: z.string() });

const adminPreviewNews = defineEndpoint({
  name: 'admin.previewNews',
  method: 'POST',
  path: '/admin/news/preview',
  access: 'admin',
  // A draft is too long for a query string; it is posted, and changes nothing (no audit entry).
  readOnly: true,
  request: newsDraftRequest,
  response: () =>
    z.object({
      /** Plain text, tags stripped, as it would be stored. */
      title: bilingualWire,
      summary: bilingualWire,
      /** The sanitised HTML, as it would be stored. */
      body: bilingualWire,
    }),
  errors: NEWS_DRAFT_ERRORS,
  summary:
    'The texts a news post would be stored with, in English and Chinese (titles and summaries without tags, the body sanitised), by the same code as publishing; stores nothing and writes no audit entry. Refuses what publishing would refuse.',
});

const adminDeleteNews = defineEndpoint({
  name: 'admin.deleteNews',
  method: 'DELETE',
  path: '/admin/news/delete',
  access: 'admin',
  request: () => z.object({ id: idParam }, malformed),
  response: () => z.object({}),
  errors: ['NOT_FOUND'],
  summary: 'Deletes a news post.',
});

/** What a notification is about, as the operator names it (an order's status is read when listed). */
const notificationTargetInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('order'), id: idWire }),
    z.object({ kind: z.literal('withdrawal'), id: idWire }),
    z.object({ kind: z.literal('fundRecords') }),
    z.object({ kind: z.literal('news'), id: idWire }),
  ],
  malformed,
);

const adminPublishNotification = defineEndpoint({
  name: 'admin.publishNotification',
  method: 'POST',
  path: '/admin/notification/publish',
  access: 'admin',
  request: () =>
    z.object(
      {
        /** One member's id, or `all` for every member. */
        memberId: z.union([idWire, z.literal('all')], issue('REQUIRED')),
        title: bilingual(textSchema()),
        body: bilingual(multilineTextSchema(NOTIFICATION_BODY_MAX_LENGTH)),
        /**
         * What it is about, opened from it: one of the member's orders or withdrawals (not with
         * `all`), the fund records, or a news post. None when absent.
         */
        target: notificationTargetInput.optional(),
      },
      malformed,
    ),
  response: () => z.object({ id: idWire }),
  errors: ['REQUIRED', 'TEXT_TOO_LONG', 'TEXT_CHARACTERS_INVALID', 'NOT_FOUND'],
  summary:
    'Sends a notification to one member or to all, about an order, a withdrawal, the fund records or a news post if it names one, and pushes it to their open sockets. Refuses NOT_FOUND when the member, or the thing it names for them, is not there.',
});

const adminSocketStatus = defineEndpoint({
  name: 'admin.socketStatus',
  method: 'GET',
  path: '/admin/socket/status',
  access: 'admin',
  request: () => z.object({ memberId: idParam }, malformed),
  response: () => z.object({ memberId: idWire, open: z.number().int().nonnegative() }),
  summary: 'How many sockets a member has open right now.',
});

/** The operator's content endpoints, by action: part of `adminEndpoints`. */
export const adminContentEndpoints = {
  publishNews: adminPublishNews,
  previewNews: adminPreviewNews,
  deleteNews: adminDeleteNews,
  publishNotification: adminPublishNotification,
  socketStatus: adminSocketStatus,
} as const;
