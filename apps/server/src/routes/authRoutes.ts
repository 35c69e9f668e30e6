import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { limitPerAddress } from '../http/rateLimits';

/** Sign-up, sign-in, guest sessions, sign-out and password reset, throttled per client address. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth, mount: options, throttle: limits } = app.services;
  const perAddress = (kind: 'login' | 'code' | 'account' | 'guest') => ({
    ...options,
    rateLimit: limitPerAddress(kind, limits[kind]),
  });

  mountEndpoint(
    app,
    endpoints.auth.sendCode,
    (input, { now }) => auth.sendCode(input, now),
    perAddress('code'),
  );
  mountEndpoint(
    app,
    endpoints.auth.register,
    (input, { now }) => auth.register(input, now),
    perAddress('account'),
  );
  mountEndpoint(
    app,
    endpoints.auth.login,
    (input, { now }) => auth.login(input, now),
    perAddress('login'),
  );
  mountEndpoint(
    app,
    endpoints.auth.guestLogin,
    (_input, { now }) => auth.guestLogin(now),
    perAddress('guest'),
  );
  // Logging out is the one thing a locked account's session may still do.
  mountEndpoint(
    app,
    endpoints.auth.logout,
    (_input, { now, viewer }) => (viewer ? auth.logout(viewer, now) : {}),
    { ...options, allowLocked: true },
  );
  mountEndpoint(
    app,
    endpoints.auth.forgotPassword,
    (input, { now }) => auth.forgotPassword(input, now),
    perAddress('account'),
  );
};
