import { mutationOptions } from '@tanstack/react-query';
import type { DefaultError, UseMutationOptions } from '@tanstack/react-query';
import type { Endpoint, RequestOf, ResponseOf } from '@carbonmarket/domain/contract';
import type { CallOptions } from '../api/apiClient';
import { api } from '../api/api';
import { keyOf } from './endpointKeys';

/** How a mutation calls its endpoint, besides TanStack's own options. */
export interface EndpointCallOptions<E extends Endpoint, TVariables> {
  /**
   * The endpoint's input from what `mutate` is given, when the screen passes less (the form) and
   * the hook adds the rest (the language). Without it, `mutate` takes the input itself.
   */
  input?: (variables: TVariables) => RequestOf<E>;
  /** Call options (`feedback: 'silent'`, `encoding`). */
  call?: Pick<CallOptions, 'feedback' | 'encoding'>;
}

export type EndpointMutationOptions<
  E extends Endpoint,
  TVariables = RequestOf<E>,
  TContext = unknown,
> = EndpointCallOptions<E, TVariables> &
  Omit<
    UseMutationOptions<ResponseOf<E>, DefaultError, TVariables, TContext>,
    'mutationKey' | 'mutationFn'
  >;

/** Splits the helper's own options from TanStack's. */
export function splitCallOptions<E extends Endpoint, TVariables, TRest>(
  options: EndpointCallOptions<E, TVariables> & TRest,
): {
  toInput: (variables: TVariables) => RequestOf<E>;
  call: EndpointCallOptions<E, TVariables>['call'];
  rest: Omit<typeof options, 'input' | 'call'>;
} {
  const { input, call, ...rest } = options;
  return {
    toInput: input ?? ((variables) => variables as RequestOf<E>),
    call,
    rest,
  };
}

/**
 * The mutation options of an endpoint that moves no money: `mutate(input)` calls
 * `api.call(endpoint, input)` and fails with its ApiError; keyed `keyOf(endpoint)`. For
 * money-moving endpoints use `useMoneyMutation` (idempotency key).
 *
 * ```ts
 * const login = useMutation(endpointMutation(loginEndpoint, { onSuccess: signIn }));
 * const answer = useMutation(endpointMutation(endpoints.faq.answer, { input: (answers: FaqAnswers) => ({ lang, answers }) }));
 * ```
 */
export function endpointMutation<E extends Endpoint, TVariables = RequestOf<E>, TContext = unknown>(
  endpoint: E,
  options: EndpointMutationOptions<E, TVariables, TContext> = {},
) {
  const { toInput, call, rest } = splitCallOptions(options);
  return mutationOptions<ResponseOf<E>, DefaultError, TVariables, TContext>({
    ...rest,
    mutationKey: keyOf(endpoint),
    mutationFn: (variables) => api.call(endpoint, toInput(variables), call),
  });
}
