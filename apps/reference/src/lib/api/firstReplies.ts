/**
 * The replies a server-rendered page was drawn with, so that the browser's first reads find the
 * same data instead of asking again (and hydration draws exactly what the server drew).
 *
 * A reply is keyed by its method and address without the parameters that change with every call
 * (`t`, the time of the call, and `v`, the base config's version, which the server's render did
 * not know yet), the others sorted.
 */
export interface FirstReply {
  status: number;
  /** The reply's body as it was sent. */
  body: string;
}

export type FirstReplies = Record<string, FirstReply>;

const VOLATILE = new Set(['t', 'v']);

/** The key of a request: `GET /h5/api/…?a=1&b=2` (same-origin path, volatile parameters out). */
export function replyKey(input: RequestInfo | URL, method = 'GET'): string {
  const raw = input instanceof Request ? input.url : String(input);
  const url = new URL(raw, 'http://app.invalid');
  const params = [...url.searchParams].filter(([name]) => !VOLATILE.has(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${method.toUpperCase()} ${url.pathname}${query ? `?${query}` : ''}`;
}

const methodOf = (init: RequestInit | undefined) => init?.method ?? 'GET';

/**
 * A transport that answers each GET found in `replies` once, from them, and sends everything else
 * (and a second read of the same address) through `next`.
 */
export function answeringFrom(replies: FirstReplies, next: typeof fetch): typeof fetch {
  const left = new Map(Object.entries(replies));
  return (input, init) => {
    const method = methodOf(init);
    if (method === 'GET') {
      const key = replyKey(input, method);
      const reply = left.get(key);
      if (reply) {
        left.delete(key);
        return Promise.resolve(
          new Response(reply.body, {
            status: reply.status,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        );
      }
    }
    return next(input, init);
  };
}

/**
 * A reply's body without the envelope's `time`: the server's clock when it was sent, which read
 * again later in the browser would set the app's clock back by the time in between (countdowns
 * take the server's time from the next live reply instead).
 */
function withoutServerTime(body: string): string {
  try {
    const envelope: unknown = JSON.parse(body);
    if (typeof envelope !== 'object' || envelope === null || !('time' in envelope)) return body;
    const { time: _time, ...rest } = envelope as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return body;
  }
}

/**
 * A transport that sends through `next` and keeps each GET's reply in `into`, as the browser will
 * read it again (`withoutServerTime`).
 */
export function recordingInto(into: FirstReplies, next: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await next(input, init);
    const method = methodOf(init);
    if (method !== 'GET') return response;
    const body = await response.text();
    into[replyKey(input, method)] = { status: response.status, body: withoutServerTime(body) };
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

/** The id of the script element that carries a page's first replies. */
export const FIRST_REPLIES_ID = 'cm-first-replies';

/** The replies as the content of a `<script type="application/json">` (no `</script>` inside). */
export function serializeFirstReplies(replies: FirstReplies): string {
  return JSON.stringify(replies).replace(/</g, '\\u003c');
}

/** The replies a page carries, or none when it carries none or they do not read. */
export function readFirstReplies(text: string | null | undefined): FirstReplies {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const replies: FirstReplies = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const reply = value as Partial<FirstReply> | null;
      if (reply && typeof reply.status === 'number' && typeof reply.body === 'string')
        replies[key] = { status: reply.status, body: reply.body };
    }
    return replies;
  } catch {
    return {};
  }
}
