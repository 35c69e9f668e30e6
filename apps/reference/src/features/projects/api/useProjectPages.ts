import { useInfiniteQuery } from '@tanstack/react-query';
import type { Locale } from '@carbonmarket/ui';
import { pagedListOf } from '../../../shared/data/pagedList';
import { projectPagesQuery } from './projectQueries';
import type { ProjectListFilter } from './projectQueries';

/** The pages of the project list in `lang`, filtered by status and type (all of them when none). */
export function useProjectPages(filter: ProjectListFilter, lang: Locale) {
  return pagedListOf(useInfiniteQuery(projectPagesQuery(filter, lang)));
}
