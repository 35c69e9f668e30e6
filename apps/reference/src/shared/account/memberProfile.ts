import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { endpointQuery } from '../../lib/query/endpointQuery';

/*
 * The member's profile, one definition for every page that shows or checks it (the Profile tab,
 * the bank card's holder names) and for the server's drawing: the same key, so one page finds
 * what another fetched.
 */

/** The signed-in member's profile: names, avatar, level and its end, credit score, flags. */
export const memberProfileQuery = (enabled = true) =>
  endpointQuery(endpoints.profile.get, {}, { enabled });

/** The member's profile; pass `false` for a guest or a visitor without a session (none to load). */
export function useMemberProfile(enabled: boolean) {
  return useQuery(memberProfileQuery(enabled));
}
