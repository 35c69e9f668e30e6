import { endpoints } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/ui';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/** How many projects the home page asks for (open ones are featured first). */
const PROJECTS_PAGE = { page: 1, pageSize: 10 } as const;
/** The news teaser shows the latest three. */
const NEWS_PAGE = { page: 1, pageSize: 3 } as const;

/*
 * The home page's own queries (the balances, which the Profile tab shows too, are in
 * `shared/wallet/balances.ts`), one definition each for the page's hooks (`useHomeData`) and for the
 * fetch that starts with the page's code (`prefetchHome`): the same keys, so the page finds what
 * was fetched for it.
 */

export const featuredProjectsQuery = (lang: Locale) =>
  endpointQuery(endpoints.projects.list, { ...PROJECTS_PAGE, lang });

export const latestNewsQuery = (lang: Locale) =>
  endpointQuery(endpoints.news.list, { ...NEWS_PAGE, lang });
