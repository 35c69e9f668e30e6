import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import type { WithdrawForm } from '@carbonmarket/domain/contract';
import { ApiError } from '../../../lib/api/apiError';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { keyOf } from '../../../lib/query/endpointKeys';
import { withdrawalAsked } from '../../../lib/query/cacheChanges';
import { memberProfileQuery } from '../../../shared/account/memberProfile';
import { bankCardQuery } from './bankCardQueries';
import { withdrawalAllowanceQuery } from './withdrawQueries';

/**
 * What a refusal says the page knew wrong, to fetch again. (The fifth wrong password, which locks
 * the account, ends the session: the API client takes the member to login with its message.)
 */
function afterRefusal(client: QueryClient, code: ErrorCode): void {
  const refetch = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey });
  switch (code) {
    case 'WITHDRAWAL_PASSWORD_NOT_SET':
    case 'RISK_ACCOUNT_RESTRICTED':
      return refetch(memberProfileQuery().queryKey);
    case 'BANK_INFO_INCORRECT':
      return refetch(bankCardQuery().queryKey);
    case 'INSUFFICIENT_BALANCE':
      return refetch(keyOf(endpoints.wallet.balances));
    case 'WITHDRAWAL_CLOSED_SATURDAY':
    case 'WITHDRAWAL_CLOSED_SUNDAY':
    case 'DAILY_WITHDRAWAL_LIMIT_REACHED':
      return refetch(withdrawalAllowanceQuery().queryKey);
    default:
      return undefined;
  }
}

/**
 * Asks for a withdrawal. Sent again after a timeout, the same request carries the same
 * idempotency key, so the money leaves once. Accepted, the balances, the fund records, the
 * withdrawals and the day's limit left are fetched again; refused, what the refusal says the
 * page knew wrong (`afterRefusal`).
 */
export function useWithdraw() {
  const client = useQueryClient();
  return useMoneyMutation(endpoints.wallet.withdraw, {
    input: ({ amount, to, password }: WithdrawForm) => ({
      amount: amount.toString(),
      to,
      password,
    }),
    onSuccess: (withdrawal) => withdrawalAsked(client, withdrawal),
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'refused') afterRefusal(client, error.code);
    },
  });
}
