import { endpoints } from '@carbonmarket/domain/contract';
import type { ListedProjectStatus } from '@carbonmarket/domain';
import type { Locale } from '@carbonmarket/ui';
import { pagedQuery } from '../../../lib/query/pagedQuery';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/** Projects per page: more than a phone's screen holds, so the first page fills it. */
const PAGE_SIZE = 10;

/**
 * The project list's pages, filtered by status (all listed statuses when none): one definition
 * for the tab's hook (`useProjectPages`) and the fetch that starts with its code
 * (`prefetchProjects`).
 */
export const projectPagesQuery = (status: ListedProjectStatus | undefined, lang: Locale) =>
  pagedQuery(endpoints.projects.list, {
    pageSize: PAGE_SIZE,
    lang,
    ...(status !== undefined ? { status } : {}),
  });

/**
 * One project with, for a signed-in viewer, what they may do with it (the reply depends on the
 * session: the cache is emptied when the visitor changes).
 */
export const projectDetailQuery = (id: number, lang: Locale) =>
  endpointQuery(endpoints.projects.detail, { id, lang });
