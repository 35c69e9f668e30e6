import type { FastifyPluginAsync } from 'fastify';
import {
  forgotPassword,
  guestLogin,
  login,
  logout,
  register,
  sendCode,
} from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import { limitPerAddress } from '../http/rateLimits';

/** Sign-up, sign-in, guest sessions, sign-out and password reset, throttled per client address. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth, mount: options, throttle: limits } = app.services;
  const perAddress = (kind: 'login' | 'code' | 'account') => ({
    ...options,
    rateLimit: limitPerAddress(kind, limits[kind]),
  });

  mountEndpoint(app, sendCode, (input, { now }) => auth.sendCode(input, now), perAddress('code'));
  mountEndpoint(
    app,
    register,
    (input, { now }) => auth.register(input, now),
    perAddress('account'),
  );
  mountEndpoint(app, login, (input, { now }) => auth.login(input, now), perAddress('login'));
  mountEndpoint(app, guestLogin, (_input, { now }) => auth.guestLogin(now), perAddress('account'));
  // Logging out is the one thing a locked account's session may still do.
  mountEndpoint(
    app,
    logout,
    (_input, { now, viewer }) => (viewer ? auth.logout(viewer, now) : {}),
    { ...options, allowLocked: true },
  );
  mountEndpoint(
    app,
    forgotPassword,
    (input, { now }) => auth.forgotPassword(input, now),
    perAddress('account'),
  );
};
