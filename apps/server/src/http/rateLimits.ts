import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { ThrottleKind, ThrottleRule } from '../auth/throttle';
import { ApiError } from '../apiError';
import { clockStore } from './clockStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one password check of a signed-in member, per member and per address. */
    passwordChecks: PasswordChecks;
    /** Counts wrong operator keys per address (read by the authentication hook). */
    adminKeyGuesses: AdminKeyGuesses;
    /** Counts the pages drawn with a visitor's data, per address and per session. */
    drawnPages: DrawnPages;
  }
}

export interface DrawnPages {
  /**
   * Counts one page to draw for the request's address and for the session of `tokenHash`; false
   * when either has had its share of the window (the page is then sent as the shell).
   */
  allow(request: FastifyRequest, tokenHash: string): Promise<boolean>;
}

/** Most addresses held for wrong operator keys at once; past it, ended holds are swept. */
const MAX_HELD_ADDRESSES = 10_000;

export interface AdminKeyGuesses {
  /** The request's address is held for its wrong keys: refuse it, whatever key it sent. */
  held(request: FastifyRequest): boolean;
  /** Counts a wrong key from the request's address; true when it has had its share (now held). */
  wrong(request: FastifyRequest): Promise<boolean>;
}

/** The error a route's limit throws: the client-error handler answers it with TOO_MANY_REQUESTS. */
export const tooManyRequests = () =>
  Object.assign(new Error('TOO_MANY_REQUESTS'), { statusCode: 429, code: 'TOO_MANY_REQUESTS' });

/** A limit of `@fastify/rate-limit` per client address, counted with the others of its kind. */
export const limitPerAddress = (kind: ThrottleKind, rule: ThrottleRule): RateLimitOptions => ({
  max: rule.limit,
  timeWindow: rule.windowMs,
  groupId: kind,
});

export interface PasswordChecks {
  /** Counts one check; refuses with TOO_MANY_REQUESTS past either limit. */
  check(request: FastifyRequest): Promise<void>;
}

export interface RateLimitsOptions {
  clock: () => Date;
  /**
   * Where the counters live when several instances serve (REDIS_URL): the plugin's own Redis
   * store, whose windows follow Redis's clock. Unset, one process counts on the server's clock.
   */
  redis?: Redis | undefined;
  rules: Record<
    'passwordMember' | 'passwordAddress' | 'adminKey' | 'drawnPagesAddress' | 'drawnPagesSession',
    ThrottleRule
  >;
}

/**
 * `@fastify/rate-limit` for the API, on the server's clock (ADR 014): routes opt in with a limit
 * (`limitPerAddress`, through mountEndpoint), no reply carries rate-limit headers, and a refused
 * call answers the envelope with TOO_MANY_REQUESTS like every other refusal. Password checks of
 * signed-in members (changing a password, withdrawing) are limited per member and per client
 * address, as sign-in is limited per address: one member, or one address with many accounts,
 * cannot fill the hashing queue that everybody's sign-in waits in. They count once the input has
 * passed its schema, inside the handler, through `app.passwordChecks`. Wrong operator keys are
 * limited per address (`app.adminKeyGuesses`, read by the authentication hook). Pages drawn with a
 * visitor's data are limited per address and per session (`app.drawnPages`, read by the drawer of
 * signed-in pages): a guest session costs nothing, so drawing must not be free in bulk.
 */
export const rateLimits = fp<RateLimitsOptions>(
  async (app, { clock, rules, redis }) => {
    await app.register(rateLimit, {
      global: false,
      // With Redis unreachable, requests go on uncounted rather than fail (ADR 048): the locks
      // that stop password guessing live in the database, not in these counters.
      ...(redis
        ? { redis, nameSpace: 'carbonmarket-rate-', skipOnError: true }
        : { store: clockStore(clock) }),
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': false,
      },
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: tooManyRequests,
    });
    const perMember = app.createRateLimit({
      max: rules.passwordMember.limit,
      timeWindow: rules.passwordMember.windowMs,
      keyGenerator: (request) => `passwordMember:${request.viewer?.memberId ?? 0}`,
    });
    const perAddress = app.createRateLimit({
      max: rules.passwordAddress.limit,
      timeWindow: rules.passwordAddress.windowMs,
      keyGenerator: (request) => `passwordAddress:${normalizeIP(request.ip)}`,
    });
    const over = (result: Awaited<ReturnType<typeof perMember>>) =>
      !result.isAllowed && result.isExceeded;
    const wrongKeys = app.createRateLimit({
      max: rules.adminKey.limit,
      timeWindow: rules.adminKey.windowMs,
      keyGenerator: (request) => `adminKey:${normalizeIP(request.ip)}`,
    });
    /** Until when (server time, ms) each address that ran out of wrong keys is held. */
    const heldUntil = new Map<string, number>();
    app.decorate('adminKeyGuesses', {
      held(request: FastifyRequest) {
        const until = heldUntil.get(normalizeIP(request.ip));
        return until !== undefined && until > clock().getTime();
      },
      async wrong(request: FastifyRequest) {
        const result = await wrongKeys(request);
        if (result.isAllowed || !result.isExceeded) return false;
        const now = clock().getTime();
        if (heldUntil.size >= MAX_HELD_ADDRESSES)
          for (const [address, until] of heldUntil) if (until <= now) heldUntil.delete(address);
        heldUntil.set(normalizeIP(request.ip), now + result.ttl);
        return true;
      },
    });
    const drawnPerAddress = app.createRateLimit({
      max: rules.drawnPagesAddress.limit,
      timeWindow: rules.drawnPagesAddress.windowMs,
      keyGenerator: (request) => `drawnPagesAddress:${normalizeIP(request.ip)}`,
    });
    /** The session each page request being counted is drawn for. */
    const sessionOf = new WeakMap<FastifyRequest, string>();
    const drawnPerSession = app.createRateLimit({
      max: rules.drawnPagesSession.limit,
      timeWindow: rules.drawnPagesSession.windowMs,
      keyGenerator: (request) => `drawnPagesSession:${sessionOf.get(request) ?? ''}`,
    });
    app.decorate('drawnPages', {
      async allow(request: FastifyRequest, tokenHash: string) {
        if (over(await drawnPerAddress(request))) return false;
        sessionOf.set(request, tokenHash);
        return !over(await drawnPerSession(request));
      },
    });
    app.decorate('passwordChecks', {
      async check(request: FastifyRequest) {
        const member = await perMember(request);
        const address = await perAddress(request);
        if (over(member) || over(address)) throw new ApiError('TOO_MANY_REQUESTS');
      },
    });
  },
  { name: 'rateLimits', fastify: '5.x', dependencies: ['authentication'] },
);
