import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { memberProfileQuery } from '../../../shared/account/memberProfile';

/**
 * Sets the first withdrawal password, or changes it with the current one. Either way the member
 * now has one: the profile says so at once (withdrawals stop sending to this page first).
 */
export function useWithdrawalPassword() {
  const client = useQueryClient();
  const key = memberProfileQuery().queryKey;
  const nowSet = () =>
    client.setQueryData(key, (member) =>
      member === undefined ? member : { ...member, hasWithdrawalPassword: true },
    );
  const set = useMutation(
    endpointMutation(endpoints.profile.setWithdrawalPassword, { onSuccess: nowSet }),
  );
  const change = useMutation(
    endpointMutation(endpoints.profile.changeWithdrawalPassword, { onSuccess: nowSet }),
  );
  return { set, change };
}

/**
 * Changes the login password with the current one. The server ends every other session; this
 * one stays, and nothing the app holds changes.
 */
export function useChangeLoginPassword() {
  return useMutation(endpointMutation(endpoints.profile.changeLoginPassword));
}
