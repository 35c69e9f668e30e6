import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/*
 * The Profile tab's own query, one definition for the tab's hook and for the fetch that starts
 * with the tab's code (`prefetchProfile`): the same key, so the tab finds what was fetched for it.
 */

/** The signed-in member's profile: names, avatar, level and its end, credit score, flags. */
export const memberProfileQuery = (enabled = true) =>
  endpointQuery(endpoints.profile.get, {}, { enabled });

/** The member's profile; pass `false` for a guest or a visitor without a session (none to load). */
export function useMemberProfile(enabled: boolean) {
  return useQuery(memberProfileQuery(enabled));
}
