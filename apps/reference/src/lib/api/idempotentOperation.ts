import type { Endpoint, RequestOf, ResponseOf } from '@carbonmarket/domain/contract';
import type { CallOptions } from './apiClient';
import { isTransportFailure } from './apiError';
import type { ApiResult } from './readReply';

/** A money-moving operation a screen may submit more than once. */
export type IdempotentOperation<E extends Endpoint> = (
  input: RequestOf<E>,
  options?: Omit<CallOptions, 'idempotencyKey'>,
) => Promise<ApiResult<ResponseOf<E>>>;

/**
 * Keeps one idempotency key per intended operation: submitting the same input again after a
 * timeout or network failure (the visitor taps Buy again, a mutation retries) sends the same key,
 * so the server performs it at most once; a definite answer (success or refusal) or different
 * input starts a new operation with a fresh key.
 */
export function idempotentOperation<E extends Endpoint>(
  client: {
    request: (
      endpoint: E,
      input: RequestOf<E>,
      options?: CallOptions,
    ) => Promise<ApiResult<ResponseOf<E>>>;
  },
  endpoint: E,
  newKey: () => string,
): IdempotentOperation<E> {
  let unsettled: { key: string; input: string } | null = null;
  return async (input, options = {}) => {
    const fingerprint = JSON.stringify(input);
    const key = unsettled?.input === fingerprint ? unsettled.key : newKey();
    unsettled = { key, input: fingerprint };
    const result = await client.request(endpoint, input, { ...options, idempotencyKey: key });
    const mayRetry =
      !result.ok && (isTransportFailure(result.error) || result.error.kind === 'aborted');
    if (!mayRetry && unsettled?.key === key) unsettled = null;
    return result;
  };
}
