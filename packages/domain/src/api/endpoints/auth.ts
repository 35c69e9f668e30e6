import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idWire } from '../wire';
import { emailSchema, malformed } from '../../validation/fields';
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
} from '../../validation/authForms';
import { VISITOR_TYPES } from '../../model/visitor';

/** What a successful login, registration or guest login returns: the session. */
export const sessionWire = z.object({
  /** Opaque bearer token for the Authorization header. */
  token: z.string().min(22),
  loginInfo: z.object({
    mem_id: idWire,
    realname: z.string(),
    account: z.string(),
    mobile: z.string(),
    avatar: z.string(),
  }),
  visitorType: z.enum(VISITOR_TYPES),
  /** Has answered the FAQ questionnaire (guests: always true). */
  is_answer: z.boolean(),
});

/**
 * A device token (ADR 040): given to a browser with each sign-in and registration, and sent back
 * with its later sign-ins to the same account, so that a stranger's wrong passwords cannot lock
 * the owner's browsers out. Opaque to the app.
 */
export const deviceTokenWire = z.string().min(1).max(200);

/** What a sign-in or a registration returns: the session and the browser's device token. */
export const signedInWire = sessionWire.extend({ deviceToken: deviceTokenWire });

/** Why a code is requested: a new account needs a free email, a reset needs a registered one. */
export const CODE_PURPOSES = ['register', 'reset_password'] as const;

const sendCode = defineEndpoint({
  name: 'auth.sendCode',
  method: 'POST',
  path: '/login/sendcode',
  access: 'public',
  request: () =>
    z.object({ email: emailSchema, purpose: z.enum(CODE_PURPOSES, malformed) }, malformed),
  response: () => z.object({ resendAfterSeconds: z.number().int().positive() }),
  errors: [
    'EMAIL_EXISTS',
    'EMAIL_NOT_REGISTERED',
    'CODE_NOT_EXPIRED',
    'BULK_REGISTRATION_PROHIBITED',
    'REGISTRATION_RESTRICTED',
    'TOO_MANY_REQUESTS',
  ],
  summary: 'Emails a 6-digit verification code (the reference server logs it instead).',
});

const register = defineEndpoint({
  name: 'auth.register',
  method: 'POST',
  path: '/login/register',
  access: 'public',
  request: () => registerFormSchema,
  response: () => signedInWire,
  errors: [
    'EMAIL_EXISTS',
    'IC_NUMBER_EXISTS',
    'TEXT_CHARACTERS_INVALID',
    'CODE_INVALID',
    'CODE_ATTEMPTS_EXCEEDED',
    'INVITATION_CODE_INVALID',
    'REGISTRATION_RESTRICTED',
    'BULK_REGISTRATION_PROHIBITED',
    'TOO_MANY_REQUESTS',
    'SERVER_BUSY',
  ],
  summary:
    'Creates a personal or corporate member and signs them in; an email and an IC number belong to one member each.',
});

const login = defineEndpoint({
  name: 'auth.login',
  method: 'POST',
  path: '/login/login',
  access: 'public',
  // The form, and the device token this browser was given for the account, if any.
  request: () => loginFormSchema.extend({ deviceToken: deviceTokenWire.optional() }),
  response: () => signedInWire,
  errors: [
    'LOGIN_CREDENTIALS_INCORRECT',
    'LOGIN_PASSWORD_ATTEMPTS_LEFT',
    'ACCOUNT_NOT_FOUND_OR_DISABLED',
    'LOGIN_ATTEMPTS_EXCEEDED',
    'ACCOUNT_LOCKED',
    'TOO_MANY_REQUESTS',
    'SERVER_BUSY',
  ],
  summary:
    'Signs in a personal or corporate member; five wrong passwords in a row lock sign-in until ' +
    'the password is reset with an emailed code: for browsers without a device token of the ' +
    'account, or, for one with a token, for that token alone. Attempts on one account are ' +
    'decided one at a time, and every refused attempt is counted.',
});

const guestLogin = defineEndpoint({
  name: 'auth.guestLogin',
  method: 'POST',
  path: '/login/guest',
  access: 'public',
  request: () => z.object({}),
  response: () => sessionWire,
  errors: ['TOO_MANY_REQUESTS'],
  summary: 'Starts a guest session: browse only, every guarded action answers GUEST_RESTRICTED.',
});

const logout = defineEndpoint({
  name: 'auth.logout',
  method: 'POST',
  path: '/login/logout',
  access: 'visitor',
  request: () => z.object({}),
  response: () => z.object({}),
  summary: "Revokes the current token (also a locked account's, which can do nothing else).",
});

const forgotPassword = defineEndpoint({
  name: 'auth.forgotPassword',
  method: 'POST',
  path: '/login/forgot',
  access: 'public',
  request: () => forgotPasswordFormSchema,
  response: () => z.object({}),
  errors: [
    'EMAIL_NOT_REGISTERED',
    'CODE_INVALID',
    'CODE_ATTEMPTS_EXCEEDED',
    'TOO_MANY_REQUESTS',
    'SERVER_BUSY',
  ],
  summary:
    'Sets a new login password with a code sent to the email; other sessions are revoked and a ' +
    'sign-in lock is lifted. A code stops working after five wrong tries.',
});

/** The auth endpoints, by action: `endpoints.auth.<action>`. */
export const authEndpoints = {
  sendCode,
  register,
  login,
  guestLogin,
  logout,
  forgotPassword,
} as const;
