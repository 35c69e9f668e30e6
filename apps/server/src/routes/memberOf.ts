import type { RequestViewer } from '../http/authentication';

/**
 * The signed-in member of a 'member' endpoint. The authentication hook has already answered every request
 * without one, so a missing viewer here is a wiring mistake.
 */
export function memberOf(viewer: RequestViewer | null): RequestViewer {
  if (!viewer) throw new Error('a member endpoint ran without a signed-in member');
  return viewer;
}
