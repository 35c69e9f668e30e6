import { REQUEST_TIMEOUT_MS, endsSession } from '@carbonmarket/domain';
import type { ErrorCode, Locale } from '@carbonmarket/domain';
import type { Endpoint, RequestOf, ResponseOf } from '@carbonmarket/domain/contract';
import type { FeedbackChannel } from '../feedback/feedbackChannel';
import { planRequest } from './planRequest';
import type { BodyEncoding } from './planRequest';
import { readReply } from './readReply';
import type { ApiResult } from './readReply';
import { sendRequest } from './sendRequest';
import type { Transmission } from './transmission';
import { sendUpload } from './sendUpload';
import type { UploadProgress } from './sendUpload';
import type { z } from 'zod';

/** Everything the client reads from the app; tests pass fakes. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  /** A fresh XMLHttpRequest per upload. */
  createXhr: () => XMLHttpRequest;
  /** The API origin from config.json (resolves once it is read). */
  origin: () => Promise<string> | string;
  token: () => string | null;
  lang: () => Locale;
  /** The message of an error code in the visitor's language (toasts, the retry question). */
  errorText: (code: ErrorCode) => string;
  /** Base-config version for `v`. */
  version: () => string | number;
  now: () => Date;
  /** A fresh idempotency key: `crypto.randomUUID()`. */
  newKey: () => string;
  /** Ends the session (clears storage and memory), told the code that ended it. */
  clearSession: (reason: ErrorCode) => void;
  /**
   * Whether a refusal ends the session. @default the domain's `endsSession` (a member's; the
   * console passes `endsOperatorSession`)
   */
  endsSession?: (code: ErrorCode) => boolean;
  /** Toasts, the retry question and the way to the login page. */
  feedback: Pick<FeedbackChannel, 'notify' | 'askRetry'>;
  log: (message: string, detail?: unknown) => void;
  /** Told the server's time of every successful reply (the envelope's `time`), for countdowns. */
  observeServerTime?: (serverTime: string, deviceNow: number) => void;
  /** @default REQUEST_TIMEOUT_MS (60 s) */
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Body encoding of POST and PUT. @default 'json' */
  encoding?: BodyEncoding;
  /**
   * The key of the operation this call performs (money-moving endpoints). Pass the same key to
   * retry the same operation; without one, the call gets a fresh key.
   */
  idempotencyKey?: string;
  /**
   * `silent`: no toast, no retry question, no session handling; the failure is only returned
   * (start-up calls whose failure is only logged). @default 'default'
   */
  feedback?: 'default' | 'silent';
}

/** Where and what to upload: any endpoint (or path) whose reply data parses with `response`. */
export interface UploadTarget<S extends z.ZodType> {
  path: string;
  response: S;
}

export interface UploadOptions {
  /** Extra form fields sent with the file. */
  fields?: Readonly<Record<string, string>>;
  /** File name sent with a Blob. @default the file's own name, or 'upload' */
  fileName?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  feedback?: 'default' | 'silent';
}

export interface ApiClient {
  /** Calls an endpoint; never throws: data, or a typed error. */
  request: <E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options?: CallOptions,
  ) => Promise<ApiResult<ResponseOf<E>>>;
  /** Calls an endpoint; resolves with the parsed data or throws an ApiError (query functions). */
  call: <E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options?: CallOptions,
  ) => Promise<ResponseOf<E>>;
  /** Sends a file as multipart `file` with optional fields, reporting progress. Never throws. */
  upload: <S extends z.ZodType>(
    target: UploadTarget<S>,
    file: Blob,
    options?: UploadOptions,
  ) => Promise<ApiResult<z.output<S>>>;
}

type Feedback = 'default' | 'silent';

/**
 * The product's HTTP client (spec sections 7 and 8), typed by the contract. On every failure the
 * caller gets an ApiError; besides, unless silent: a network failure shows "Network error"; a
 * reply without body, with a negative code or with a session-ending code clears the session and
 * opens login; a timeout asks "timed out, tap to retry" and, if the visitor taps, sends the same
 * request again (same idempotency key).
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const say = deps.errorText;
  const endsSessionNow = deps.endsSession ?? endsSession;

  /** Runs attempts until one is final, then reacts to the outcome as the spec says. */
  async function perform<T>(
    attempt: () => Promise<Transmission>,
    read: (transmission: Transmission) => ApiResult<T>,
    feedback: Feedback,
    what: string,
  ): Promise<ApiResult<T>> {
    for (;;) {
      const transmission = await attempt();
      const result = read(transmission);
      if (result.ok) {
        deps.observeServerTime?.(result.reply.time, deps.now().getTime());
        return result;
      }
      const { error } = result;
      if (feedback === 'silent') return result;
      switch (error.kind) {
        case 'timeout':
          if (await deps.feedback.askRetry(say('REQUEST_TIMEOUT'))) continue;
          return result;
        case 'network':
          deps.log(`${what}: network error ${error.replyCode}`);
          deps.feedback.notify({ kind: 'network-error', message: say('NETWORK_ERROR') });
          return result;
        case 'session-expired':
          endSession();
          return result;
        case 'refused':
          if (endsSessionNow(error.code)) endSession(error.code);
          else if (error.code === 'GUEST_RESTRICTED')
            deps.feedback.notify({ kind: 'guest-restricted', message: say('GUEST_RESTRICTED') });
          return result;
        case 'invalid-reply':
          deps.log(`${what}: the reply does not match the contract`, transmission);
          return result;
        case 'aborted':
          return result;
        default:
          return error.kind satisfies never;
      }
    }
  }

  /**
   * Clears the session and opens login, saying why: a refusal that ended it (the balance frozen
   * after wrong passwords, the account locked) in its own words, any other end as expired.
   */
  function endSession(reason: ErrorCode = 'SESSION_EXPIRED') {
    const hadSession = deps.token() !== null;
    deps.clearSession(reason);
    deps.feedback.notify({ kind: 'session-expired', message: hadSession ? say(reason) : '' });
  }

  async function request<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options: CallOptions = {},
  ): Promise<ApiResult<ResponseOf<E>>> {
    const idempotencyKey = endpoint.moneyMoving
      ? (options.idempotencyKey ?? deps.newKey())
      : undefined;
    return perform<ResponseOf<E>>(
      async () => {
        const planned = planRequest(endpoint, input as Record<string, unknown>, {
          origin: await deps.origin(),
          token: deps.token(),
          lang: deps.lang(),
          version: deps.version(),
          now: deps.now(),
          ...(idempotencyKey ? { idempotencyKey } : {}),
          ...(options.encoding ? { encoding: options.encoding } : {}),
        });
        return sendRequest(deps.fetch, planned, {
          timeoutMs,
          ...(options.signal ? { signal: options.signal } : {}),
        });
      },
      (transmission) => readReply<E['response']>(transmission, endpoint.response),
      options.feedback ?? 'default',
      endpoint.name,
    );
  }

  return {
    request,
    call: async (endpoint, input, options) => {
      const result = await request(endpoint, input, options);
      if (result.ok) return result.data;
      throw result.error;
    },
    upload: async (target, file, options = {}) =>
      perform(
        async () =>
          sendUpload(deps.createXhr, {
            origin: await deps.origin(),
            path: target.path,
            lang: deps.lang(),
            token: deps.token(),
            file,
            fileName: options.fileName,
            fields: options.fields,
            onProgress: options.onProgress,
            signal: options.signal,
            timeoutMs,
          }),
        (transmission) => readReply(transmission, target.response),
        options.feedback ?? 'default',
        `upload ${target.path}`,
      ),
  };
}
