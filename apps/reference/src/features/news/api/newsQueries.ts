import { endpoints } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/ui';
import { endpointQuery } from '../../../lib/query/endpointQuery';
import { pagedQuery } from '../../../lib/query/pagedQuery';

/** Posts per page: more than a phone's screen holds, so the first page fills it. */
export const NEWS_PAGE_SIZE = 10;

/*
 * The news pages' queries, one definition each for the pages' hooks and for their routes' data
 * (which navigation prefetches and the server draws with): the same keys, so a page finds what
 * was fetched for it. Both in the reader's language; the news is public, signed out too.
 */

/** The published news, newest first, a page at a time. */
export const newsPagesQuery = (lang: Locale) =>
  pagedQuery(endpoints.news.list, { pageSize: NEWS_PAGE_SIZE, lang });

/** One article with its body. */
export const newsArticleQuery = (id: number, lang: Locale) =>
  endpointQuery(endpoints.news.detail, { id, lang });
