import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { money } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import type { WithdrawQuoteState } from '@carbonmarket/ui/screens/wallet/WithdrawScreen';
import { ApiError } from '../../../lib/api/apiError';
import { useDebounced } from '../../../lib/time/useDebounced';
import { withdrawalFeeQuery } from './withdrawQueries';

/** How long the amount must stay still before its fee is asked for. */
const QUOTE_DELAY_MS = 300;

/**
 * The server's fee quote for the amount the member is typing: asked for once the amount has
 * stayed the same for a moment, shown as loading from the first keystroke of a new amount.
 */
export function useWithdrawalQuote() {
  const [amount, setAmount] = useState<string | null>(null);
  const asked = useDebounced(amount, QUOTE_DELAY_MS);
  const fee = useQuery(withdrawalFeeQuery(asked));
  const quote: WithdrawQuoteState =
    amount === null
      ? { status: 'idle' }
      : amount !== asked || fee.isPending
        ? { status: 'loading' }
        : fee.isError
          ? {
              status: 'error',
              error: fee.error instanceof ApiError ? fee.error.code : 'OPERATION_FAILED',
            }
          : {
              status: 'ready',
              quote: {
                amount: money(fee.data.amount),
                fee: money(fee.data.fee),
                net: money(fee.data.net),
              },
            };
  return {
    quote,
    onAmountChange: useCallback(
      (typed: Money | null) => setAmount(typed === null ? null : typed.toString()),
      [],
    ),
  };
}
