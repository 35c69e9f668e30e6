/** Every call goes under this path (spec section 7). */
export const API_BASE_PATH = '/h5/api';
/** Requests and uploads give up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** `wait` when a reply carries none. */
export const DEFAULT_WAIT = 3;

/** What every payload carries besides its own fields. */
export interface PayloadContext {
  lang: string;
  now: Date;
  /** Base-config version; empty until base config is loaded. */
  version: string | number;
}

/**
 * Adds `lang`, `t` (ms timestamp) and `v` (config version) to a payload, without changing it. A
 * payload that names its own `lang` keeps it: a screen reading a text in another language than its
 * own (the console's form of a project, in English and in Chinese) asks for it.
 */
export function decoratePayload<T extends Record<string, unknown>>(
  payload: T,
  { lang, now, version }: PayloadContext,
): T & { lang: string; t: number; v: string | number } {
  const asked = typeof payload['lang'] === 'string' ? payload['lang'] : lang;
  return { ...payload, lang: asked, t: now.getTime(), v: version };
}

/** Headers of every call: JSON, never cached, and the stored token when there is one. */
export function requestHeaders(token: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache, no-store, must-revalidate',
    Pragma: 'no-cache',
    Expires: '0',
  };
  if (token) headers['Authorization'] = token;
  return headers;
}

/** A reply in the shape the product reads. */
export interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
  wait: number;
  time: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Normalises whatever came back to `{ code, msg, data, wait, time }`: `wait` defaults to 3,
 * `time` to '', a numeric-string code is read as a number, and anything unreadable is code 1.
 */
export function normalizeReply<T = unknown>(raw: unknown): Reply<T | null> {
  if (!isRecord(raw)) return { code: 1, msg: '', data: null, wait: DEFAULT_WAIT, time: '' };
  const code =
    typeof raw['code'] === 'number'
      ? raw['code']
      : typeof raw['code'] === 'string' && /^-?\d+$/.test(raw['code'])
        ? Number(raw['code'])
        : 1;
  const wait =
    typeof raw['wait'] === 'number' && Number.isFinite(raw['wait']) ? raw['wait'] : DEFAULT_WAIT;
  return {
    code,
    msg: typeof raw['msg'] === 'string' ? raw['msg'] : '',
    data: (raw['data'] ?? null) as T | null,
    wait,
    time:
      typeof raw['time'] === 'string'
        ? raw['time']
        : raw['time'] === undefined || raw['time'] === null
          ? ''
          : String(raw['time']),
  };
}

/** How the app must react to a reply. */
export type ReplyClass =
  | { kind: 'ok'; reply: Reply }
  | { kind: 'business-error'; reply: Reply }
  | { kind: 'network-error'; code: number; msg: string; data: unknown }
  | { kind: 'session-expired' };

/**
 * Classifies a finished call (spec sections 7 and 8): a status other than 200/204 is a network
 * error (code = the status); no body or a negative code ends the session; code 0 is success;
 * any other code is a business error from the catalogue. A 204 with no body is a success.
 */
export function classifyReply(httpStatus: number, body: unknown): ReplyClass {
  if (httpStatus !== 200 && httpStatus !== 204) {
    const reply = isRecord(body) ? normalizeReply(body) : null;
    return {
      kind: 'network-error',
      code: httpStatus || 1,
      msg: reply?.msg ?? '',
      data: reply?.data ?? null,
    };
  }
  if (httpStatus === 204 && (body === undefined || body === null || body === '')) {
    return { kind: 'ok', reply: { code: 0, msg: '', data: null, wait: DEFAULT_WAIT, time: '' } };
  }
  if (body === undefined || body === null || body === '') return { kind: 'session-expired' };
  const reply = normalizeReply(body);
  if (reply.code < 0) return { kind: 'session-expired' };
  return reply.code === 0 ? { kind: 'ok', reply } : { kind: 'business-error', reply };
}

/** Classifies a call that never got a status (offline, refused, aborted): code = the error's code, or 1. */
export function classifyFailure(error: unknown): ReplyClass {
  const code = isRecord(error) && typeof error['code'] === 'number' ? error['code'] : 1;
  const msg = error instanceof Error ? error.message : '';
  return { kind: 'network-error', code, msg, data: null };
}

/** Form encoding of one key or value: percent-encoding with `+` for spaces. */
const formComponent = (text: string): string => encodeURIComponent(text).replace(/%20/g, '+');

/** `application/x-www-form-urlencoded` text for a flat payload (nested values as JSON). */
export function encodeForm(payload: Record<string, unknown>): string {
  return Object.entries(payload)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(
      ([key, value]) =>
        `${formComponent(key)}=${formComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
    )
    .join('&');
}

/** Joins the origin, the base path and a call's path: `apiUrl('', '/api/login/baseconfig')`. */
export function apiUrl(
  origin: string,
  path: string,
  query?: Record<string, string | number>,
): string {
  const base = `${origin.replace(/\/+$/, '')}${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query || Object.keys(query).length === 0) return base;
  return `${base}?${encodeForm(query)}`;
}
