import { queryClient } from '../../../lib/query/queryCache';
import { languageStore } from '../../../lib/services';
import { projectDetailQuery } from './projectQueries';

/** Starts the project's request while its page's code downloads and renders. */
export function prefetchProject({ id }: { id: number }): void {
  void queryClient.prefetchQuery(projectDetailQuery(id, languageStore.get()));
}
