import type { PlannedRequest } from './planRequest';
import { readBody } from './transmission';
import type { Transmission } from './transmission';

export interface SendOptions {
  timeoutMs: number;
  /** The caller's cancellation (a query superseded, a screen left). */
  signal?: AbortSignal;
}

/**
 * One attempt with `fetch`: gives up after `timeoutMs` (body included) through an
 * AbortController, and tells a timeout apart from the caller's own cancellation.
 */
export async function sendRequest(
  fetchFn: typeof fetch,
  request: PlannedRequest,
  { timeoutMs, signal }: SendOptions,
): Promise<Transmission> {
  if (signal?.aborted) return { kind: 'aborted' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetchFn(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const body = readBody(await response.text());
    return { kind: 'response', status: response.status, body };
  } catch (error) {
    if (timedOut) return { kind: 'timeout' };
    if (signal?.aborted) return { kind: 'aborted' };
    return { kind: 'failure', error };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
