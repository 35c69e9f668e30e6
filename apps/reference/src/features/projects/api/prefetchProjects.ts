import { queryClient } from '../../../lib/query/queryCache';
import { languageStore } from '../../../lib/services';
import { projectPagesQuery } from './projectQueries';
import type { ProjectListFilter } from './projectQueries';

/**
 * Starts the first page of the project list (filtered as the address says) while the tab's code
 * downloads and renders; the list's hook finds it under the same key.
 */
export function prefetchProjects(filter: ProjectListFilter): void {
  void queryClient.prefetchInfiniteQuery(projectPagesQuery(filter, languageStore.get()));
}
