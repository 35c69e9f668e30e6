import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registeredNames } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { useSessionStore } from '../../../lib/session/sessionContext';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { memberProfileQuery } from '../../../shared/account/memberProfile';

/**
 * Saves the details the member changed. The reply is the whole profile as saved: it replaces the
 * cached one, so the Profile tab shows the new name at once, and the login info the app keeps
 * takes the new name and mobile number.
 */
export function useSaveProfile() {
  const client = useQueryClient();
  const session = useSessionStore();
  const key = memberProfileQuery().queryKey;
  return useMutation(
    endpointMutation(endpoints.profile.update, {
      onSuccess: (member) => {
        client.setQueryData(key, member);
        session.updateLoginInfo({
          realname: registeredNames(member)[0] ?? '',
          mobile: member.mobile,
        });
      },
    }),
  );
}
