import type { FastifyInstance } from 'fastify';
import {
  forgotPassword,
  guestLogin,
  login,
  logout,
  register,
  sendCode,
} from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import type { MountOptions } from '../http/mountEndpoint';
import type { AuthService } from '../auth/authService';

/** Sign-up, sign-in, guest sessions, sign-out and password reset. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  options: MountOptions,
): void {
  mountEndpoint(app, sendCode, (input, { now }) => auth.sendCode(input, now), options);
  mountEndpoint(app, register, (input, { now }) => auth.register(input, now), options);
  mountEndpoint(app, login, (input, { now }) => auth.login(input, now), options);
  mountEndpoint(app, guestLogin, (_input, { now }) => auth.guestLogin(now), options);
  mountEndpoint(
    app,
    logout,
    (_input, { now, viewer }) => (viewer ? auth.logout(viewer, now) : {}),
    options,
  );
  mountEndpoint(app, forgotPassword, (input, { now }) => auth.forgotPassword(input, now), options);
}
