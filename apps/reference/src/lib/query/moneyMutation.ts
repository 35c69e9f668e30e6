import { useState } from 'react';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { DefaultError } from '@tanstack/react-query';
import type { Endpoint, RequestOf, ResponseOf } from '@carbonmarket/domain/contract';
import { api } from '../api/api';
import { idempotentOperation } from '../api/idempotentOperation';
import type { IdempotentOperation } from '../api/idempotentOperation';
import { newIdempotencyKey } from '../api/idempotencyKey';
import { keyOf } from './endpointKeys';
import { splitCallOptions } from './endpointMutation';
import type { EndpointMutationOptions } from './endpointMutation';

/** One intended money-moving operation: keeps its idempotency key until a definite answer. */
export const moneyOperation = <E extends Endpoint>(endpoint: E): IdempotentOperation<E> => {
  if (!endpoint.moneyMoving)
    throw new Error(`${endpoint.name} moves no money: use endpointMutation`);
  return idempotentOperation(api, endpoint, () => newIdempotencyKey());
};

/**
 * The mutation options of a money-moving endpoint: every `mutate` goes through one
 * `IdempotentOperation`, so sending the same input again after a timeout or a network failure
 * (the visitor taps Buy again) carries the same idempotency key and the server performs it at most
 * once; a new input, a success or a refusal starts a new operation with a fresh key. Build it once
 * per form (`useMoneyMutation` does); `operation` defaults to a new one.
 *
 * ```ts
 * const buy = useMoneyMutation(endpoints.orders.buy, { onSuccess: showReceipt });
 * buy.mutate({ projectId, tons });
 * ```
 */
export function moneyMutationOptions<
  E extends Endpoint,
  TVariables = RequestOf<E>,
  TContext = unknown,
>(
  endpoint: E,
  options: EndpointMutationOptions<E, TVariables, TContext> = {},
  operation: IdempotentOperation<E> = moneyOperation(endpoint),
) {
  const { toInput, call, rest } = splitCallOptions(options);
  return mutationOptions<ResponseOf<E>, DefaultError, TVariables, TContext>({
    ...rest,
    mutationKey: keyOf(endpoint),
    mutationFn: async (variables) => {
      const result = await operation(toInput(variables), call);
      if (!result.ok) throw result.error;
      return result.data;
    },
  });
}

/** `useMutation(moneyMutationOptions(...))` with one operation for the component's lifetime. */
export function useMoneyMutation<E extends Endpoint, TVariables = RequestOf<E>, TContext = unknown>(
  endpoint: E,
  options: EndpointMutationOptions<E, TVariables, TContext> = {},
) {
  const [operation] = useState(() => moneyOperation(endpoint));
  return useMutation(moneyMutationOptions(endpoint, options, operation));
}
