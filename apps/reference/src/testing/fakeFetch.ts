/** One request the fake fetch received. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  signal: AbortSignal | null;
}

/** What the fake answers: a reply (JSON body and status), a thrown error, or nothing until aborted. */
export type FakeAnswer =
  { status?: number; body?: unknown; text?: string } | { throws: unknown } | { hang: true };

/**
 * A `fetch` that records requests and answers from a queue (the last answer repeats). A hanging
 * answer rejects with an AbortError when the request's signal aborts, as browsers do.
 */
export function fakeFetch(...answers: FakeAnswer[]) {
  const seen: SeenRequest[] = [];
  const queue = [...answers];
  const fetchFn = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    seen.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : null,
      signal: init.signal ?? null,
    });
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200, body: {} };
    if ('throws' in answer) return Promise.reject(answer.throws);
    if ('hang' in answer)
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    const status = answer.status ?? 200;
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return Promise.resolve(new Response(status === 204 ? null : text, { status }));
  };
  return { fetch: fetchFn as typeof fetch, seen };
}

/** The envelope of a success. */
export const okEnvelope = (data: unknown) => ({
  code: 0,
  msg: '',
  data,
  wait: 3,
  time: '2026-03-02T04:00:00.000Z',
});
