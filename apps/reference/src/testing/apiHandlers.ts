import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import type { z } from 'zod';
import { langParam } from '@carbonmarket/domain/contract';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type { Endpoint, Lang } from '@carbonmarket/domain/contract';

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

interface ReplyOptions {
  /** Answers after this long (a busy state seen on the way). */
  delayMs?: number;
}

/** The success envelope around `data`, after `options.delayMs`. */
async function success(data: unknown, options: ReplyOptions) {
  if (options.delayMs !== undefined)
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  return HttpResponse.json({ code: 0, msg: '', data, wait: 3, time: serverTime() });
}

/** Answers the endpoint with `data` (wire form), after checking it against the contract. */
export function replyOk<E extends Endpoint>(
  endpoint: E,
  data: z.input<E['response']>,
  options: ReplyOptions = {},
): HttpHandler {
  endpoint.response.parse(data);
  return route(endpoint)(urlOf(endpoint), () => success(data, options));
}

/**
 * The `lang` a request carries (GET and DELETE: in the query string; otherwise in the JSON body),
 * read as the server reads it (missing or unknown: English).
 */
async function requestLang(request: Request): Promise<Lang> {
  if (request.method === 'GET' || request.method === 'DELETE')
    return langParam.parse(new URL(request.url).searchParams.get('lang') ?? undefined);
  const body: unknown = await request.json().catch(() => null);
  return langParam.parse(
    typeof body === 'object' && body !== null && 'lang' in body ? body.lang : undefined,
  );
}

/**
 * Answers a content endpoint in the language the request asks for (FAQ questions, news), with
 * the data of each language checked against the contract.
 */
export function replyOkIn<E extends Endpoint>(
  endpoint: E,
  data: Record<Lang, z.input<E['response']>>,
  options: ReplyOptions = {},
): HttpHandler {
  for (const reply of Object.values(data)) endpoint.response.parse(reply);
  return route(endpoint)(urlOf(endpoint), async ({ request }) =>
    success(data[await requestLang(request)], options),
  );
}

/**
 * Answers a GET with the data `choose` picks for the request's query (a filtered list), checked
 * against the contract like `replyOk`'s.
 */
export function replyOkBy<E extends Endpoint>(
  endpoint: E,
  choose: (query: URLSearchParams) => z.input<E['response']>,
): HttpHandler {
  return route(endpoint)(urlOf(endpoint), ({ request }) => {
    const data = choose(new URL(request.url).searchParams);
    endpoint.response.parse(data);
    return success(data, {});
  });
}

/** Refuses with a catalogue code, its placeholders and field codes (as the server's errorReply). */
export function replyRefused(
  endpoint: Endpoint,
  code: ErrorCode,
  detail: RefusalDetail = {},
): HttpHandler {
  return route(endpoint)(urlOf(endpoint), () => refusal(code, detail));
}

/** What a refusal carries besides its code: the message's placeholders and codes per field. */
interface RefusalDetail {
  params?: ErrorParams;
  fields?: Record<string, ErrorCode>;
}

/** A refusal as the server's errorReply writes it. */
function refusal(code: ErrorCode, detail: RefusalDetail) {
  const data =
    detail.params !== undefined || detail.fields !== undefined
      ? { params: detail.params ?? {}, fields: detail.fields ?? {} }
      : null;
  return HttpResponse.json({ code: 1, msg: code, data, wait: 3, time: serverTime() });
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

/**
 * From now until the story ends, the server answers with `handlers` before the story's own (the
 * way back after a failure, before the visitor taps "Try again"). msw-storybook-addon keeps its
 * worker in the story context and resets its handlers for the next story.
 */
export function serverNowAnswers(context: { msw: MswApi }, ...handlers: HttpHandler[]): void {
  context.msw.use(...handlers);
}

/** `config.json`: the API on the same origin. */
export const runtimeConfigHandler = http.get('*/config.json', () => HttpResponse.json({}));

/** Nothing unread: what the tab pages of a member ask for their bell and Profile tab badge. */
export const noUnreadNotifications = http.get('*/h5/api/notification/unread', () =>
  HttpResponse.json({ code: 0, msg: '', data: { unread: 0 }, wait: 3, time: serverTime() }),
);

/**
 * A request's body as the server reads it: its JSON, or a multipart form's fields and files by
 * name (an upload: `{ file: File }`); null for none.
 */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return Object.fromEntries((await request.formData()).entries());
  return request.json().catch(() => null);
}

/** A request as a recording handler saw it. */
export interface RecordedRequest {
  body: unknown;
  headers: Headers;
}

/** One answer of a recording handler: a reply in wire form, a refusal, or a failed network. */
export type RecordedAnswer<E extends Endpoint> =
  { ok: z.input<E['response']> } | ({ refused: ErrorCode } & RefusalDetail) | 'networkError';

/**
 * Answers the endpoint with `answers` in turn (the last one again for any further call) and keeps
 * each request's body (JSON, or an upload's form) and headers, for stories that check what the
 * app sent: the quantity of a purchase, the idempotency key of a retry, the picture uploaded.
 */
export function replyRecording<E extends Endpoint>(
  endpoint: E,
  answers: readonly [RecordedAnswer<E>, ...RecordedAnswer<E>[]],
): { handler: HttpHandler; requests: RecordedRequest[] } {
  for (const answer of answers)
    if (typeof answer === 'object' && 'ok' in answer) endpoint.response.parse(answer.ok);
  const requests: RecordedRequest[] = [];
  const handler = route(endpoint)(urlOf(endpoint), async ({ request }) => {
    const body = await bodyOf(request);
    requests.push({ body, headers: request.headers });
    const answer = answers[Math.min(requests.length, answers.length) - 1] ?? answers[0];
    if (answer === 'networkError') return HttpResponse.error();
    if ('ok' in answer) return success(answer.ok, {});
    return refusal(answer.refused, answer);
  });
  return { handler, requests };
}

/** The file of an upload a recording handler kept (`{ file }` of its form), or null. */
export function uploadedFile(request: RecordedRequest | undefined): File | null {
  const body = request?.body;
  return typeof body === 'object' && body !== null && 'file' in body && body.file instanceof File
    ? body.file
    : null;
}

/**
 * Serves what the server stores under `/h5/uploads/<name>`: the file last uploaded through
 * `recording`, with its type (a 404 before any), so that a new avatar loads as it would.
 */
export function uploadsServedFrom(recording: {
  requests: readonly RecordedRequest[];
}): HttpHandler {
  return http.get('*/h5/uploads/:name', () => {
    const file = uploadedFile(recording.requests.at(-1));
    return file === null
      ? new HttpResponse(null, { status: 404 })
      : new HttpResponse(file, { headers: { 'Content-Type': file.type } });
  });
}
