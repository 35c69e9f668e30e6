import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  forgotPassword,
  guestLogin,
  login,
  logout,
  register,
  sendCode,
} from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import { ApiError } from '../apiError';
import { createThrottle } from '../auth/throttle';

/** Sign-up, sign-in, guest sessions, sign-out and password reset, throttled per client address. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth, mount: options, throttle: limits } = app.services;
  const throttles = {
    login: createThrottle(limits.login),
    code: createThrottle(limits.code),
    account: createThrottle(limits.account),
  };
  const guard = (kind: keyof typeof throttles, request: FastifyRequest, now: Date) => {
    if (!throttles[kind].allow(request.ip, now)) throw new ApiError('TOO_MANY_REQUESTS');
  };

  mountEndpoint(
    app,
    sendCode,
    (input, { request, now }) => {
      guard('code', request, now);
      return auth.sendCode(input, now);
    },
    options,
  );
  mountEndpoint(
    app,
    register,
    (input, { request, now }) => {
      guard('account', request, now);
      return auth.register(input, now);
    },
    options,
  );
  mountEndpoint(
    app,
    login,
    (input, { request, now }) => {
      guard('login', request, now);
      return auth.login(input, now);
    },
    options,
  );
  mountEndpoint(
    app,
    guestLogin,
    (_input, { request, now }) => {
      guard('account', request, now);
      return auth.guestLogin(now);
    },
    options,
  );
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
    (input, { request, now }) => {
      guard('account', request, now);
      return auth.forgotPassword(input, now);
    },
    options,
  );
};
