import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import type { Endpoint, ErrorCode, ErrorParams } from '@carbonmarket/domain';

/**
 * MSW handlers that answer like the reference server, for connected stories. Success data is
 * written in wire form and parsed with the endpoint's response schema here, so a fixture that
 * breaks the contract fails the story instead of testing a reply the server never sends.
 */

const urlOf = (endpoint: Endpoint) => `*/h5/api${endpoint.path}`;

const route = (endpoint: Endpoint) => {
  switch (endpoint.method) {
    case 'GET':
      return http.get;
    case 'POST':
      return http.post;
    case 'PUT':
      return http.put;
    case 'DELETE':
      return http.delete;
    default:
      return endpoint.method satisfies never;
  }
};

/** The envelope's `time`: the story clock (Date is pinned in story tests). */
const serverTime = () => new Date().toISOString();

/** Answers the endpoint with `data` (wire form), after checking it against the contract. */
export function replyOk<E extends Endpoint>(
  endpoint: E,
  data: z.input<E['response']>,
  options: { delayMs?: number } = {},
): HttpHandler {
  endpoint.response.parse(data);
  return route(endpoint)(urlOf(endpoint), async () => {
    if (options.delayMs !== undefined)
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    return HttpResponse.json({ code: 0, msg: '', data, wait: 3, time: serverTime() });
  });
}

/** Refuses with a catalogue code, its placeholders and field codes (as the server's errorReply). */
export function replyRefused(
  endpoint: Endpoint,
  code: ErrorCode,
  detail: { params?: ErrorParams; fields?: Record<string, ErrorCode> } = {},
): HttpHandler {
  const data =
    detail.params !== undefined || detail.fields !== undefined
      ? { params: detail.params ?? {}, fields: detail.fields ?? {} }
      : null;
  return route(endpoint)(urlOf(endpoint), () =>
    HttpResponse.json({ code: 1, msg: code, data, wait: 3, time: serverTime() }),
  );
}

/** The session is over: a negative code (the app clears the session and opens login). */
export function replySessionEnded(endpoint: Endpoint): HttpHandler {
  return route(endpoint)(urlOf(endpoint), () =>
    HttpResponse.json({
      code: -1,
      msg: 'SESSION_EXPIRED',
      data: null,
      wait: 3,
      time: serverTime(),
    }),
  );
}

/** The way there fails (offline, refused connection). */
export function replyNetworkError(endpoint: Endpoint): HttpHandler {
  return route(endpoint)(urlOf(endpoint), () => HttpResponse.error());
}

/** Never answers while the story is looked at (skeletons, busy buttons). */
export function replyNever(endpoint: Endpoint): HttpHandler {
  return route(endpoint)(urlOf(endpoint), () => new Promise<never>(() => undefined));
}

/** `config.json`: the API on the same origin. */
export const runtimeConfigHandler = http.get('*/config.json', () => HttpResponse.json({}));
