import { LISTED_PROJECT_STATUSES } from '../model/status';
import type { ListedProjectStatus, ProjectStatus } from '../model/status';

/**
 * The order the project list shows statuses in: the projects a member can act on or wait for
 * first (in progress, presale, not yet begun, reservation waiting, full), then those that are
 * over (ended, closed). Within a status, the newest project first. It is the order the status
 * filter offers them in, so the two are one list.
 */
export const PROJECT_LIST_ORDER: readonly ListedProjectStatus[] = LISTED_PROJECT_STATUSES;

/** A status's place in `PROJECT_LIST_ORDER`, 0 first; a status never listed comes after all. */
export function projectListRank(status: ProjectStatus): number {
  const rank = (PROJECT_LIST_ORDER as readonly ProjectStatus[]).indexOf(status);
  return rank === -1 ? PROJECT_LIST_ORDER.length : rank;
}

/**
 * Orders two projects as the list shows them: by status rank, then the newer (higher id) first.
 * Ids are unique, so the order is complete and pages of the list never overlap.
 */
export function compareForProjectList(
  a: { status: ProjectStatus; id: number },
  b: { status: ProjectStatus; id: number },
): number {
  return projectListRank(a.status) - projectListRank(b.status) || b.id - a.id;
}
