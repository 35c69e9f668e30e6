import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ThrottleKind, ThrottleRule } from '../auth/throttle';
import { ApiError } from '../apiError';
import { clockStore } from './clockStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one password check of a signed-in member, per member and per address. */
    passwordChecks: PasswordChecks;
  }
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
  rules: Record<'passwordMember' | 'passwordAddress', ThrottleRule>;
}

/**
 * `@fastify/rate-limit` for the API, on the server's clock (ADR 014): routes opt in with a limit
 * (`limitPerAddress`, through mountEndpoint), no reply carries rate-limit headers, and a refused
 * call answers the envelope with TOO_MANY_REQUESTS like every other refusal. Password checks of
 * signed-in members (changing a password, withdrawing) are limited per member and per client
 * address, as sign-in is limited per address: one member, or one address with many accounts,
 * cannot fill the hashing queue that everybody's sign-in waits in. They count once the input has
 * passed its schema, inside the handler, through `app.passwordChecks`.
 */
export const rateLimits = fp<RateLimitsOptions>(
  async (app, { clock, rules }) => {
    await app.register(rateLimit, {
      global: false,
      store: clockStore(clock),
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
