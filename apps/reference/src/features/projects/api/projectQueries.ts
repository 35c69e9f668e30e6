import { endpoints } from '@carbonmarket/domain/contract';
import type { ListedProjectStatus, ProjectType } from '@carbonmarket/domain';
import type { Locale } from '@carbonmarket/ui';
import { pagedQuery } from '../../../lib/query/pagedQuery';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/** Projects per page: more than a phone's screen holds, so the first page fills it. */
const PAGE_SIZE = 10;

/** What the project list is filtered by: a status, a type, both or neither. */
export interface ProjectListFilter {
  status?: ListedProjectStatus | undefined;
  type?: ProjectType | undefined;
}

/**
 * The project list's pages in `lang`, filtered by status and by type (every listed status, every
 * type, when none): one definition for the tab's hook (`useProjectPages`) and the fetch that
 * starts with its code (`prefetchProjects`), so both use one key per filter and language.
 */
export const projectPagesQuery = ({ status, type }: ProjectListFilter, lang: Locale) =>
  pagedQuery(endpoints.projects.list, {
    pageSize: PAGE_SIZE,
    lang,
    ...(status !== undefined ? { status } : {}),
    ...(type !== undefined ? { type } : {}),
  });

/**
 * One project with, for a signed-in viewer, what they may do with it (the reply depends on the
 * session: the cache is emptied when the visitor changes).
 */
export const projectDetailQuery = (id: number, lang: Locale) =>
  endpointQuery(endpoints.projects.detail, { id, lang });
