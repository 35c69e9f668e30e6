import { z } from 'zod';
import { defineEndpoint, OPERATOR_ROLES } from '../endpoint';
import { idWire, instantWire } from '../wire';
import { idParam, pageQuery, pageWire } from '../paging';
import {
  emailSchema,
  issue,
  malformed,
  nameSchema,
  operatorPasswordSchema,
  reasonSchema,
} from '../../validation/fields';
import { authenticatorCodeSchema, operatorSignInFormSchema } from '../../validation/consoleForms';

/** Where an operator account stands. */
export const OPERATOR_STATUSES = ['invited', 'active', 'locked', 'disabled'] as const;

/** A member of the operator's staff, as the console shows one. */
export const operatorWire = z.object({
  id: idWire,
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  createdAt: instantWire,
  lastSignInAt: instantWire.nullable(),
});

/** An operator's session: the bearer token the console sends, and when it ends at the latest. */
export const operatorSessionWire = z.object({
  token: z.string(),
  expiresAt: instantWire,
  operator: operatorWire,
});

/** The QR code of an authenticator secret: one string of 0 and 1 per row of modules. */
export const qrRowsWire = z.array(
  z
    .string()
    .regex(/^[01]+$/)
    .meta({ examples: ['1111111001011111110'] }),
);

const enrolmentToken = z
  .string(issue('ENROLMENT_LINK_INVALID'))
  .regex(/^[A-Za-z0-9_-]{43}$/, issue('ENROLMENT_LINK_INVALID'));

const signIn = defineEndpoint({
  name: 'admin.signIn',
  method: 'POST',
  path: '/admin/signin',
  access: 'public',
  request: () => operatorSignInFormSchema,
  response: () => operatorSessionWire,
  errors: [
    'OPERATOR_SIGN_IN_INCORRECT',
    'OPERATOR_CODE_ALREADY_USED',
    'OPERATOR_LOCKED',
    'TOO_MANY_REQUESTS',
    'SERVER_BUSY',
  ],
  summary:
    'An operator signs in to the console with e-mail, password and an authenticator (or ' +
    'recovery) code; five wrong sign-ins in a row lock the operator.',
});

const signOut = defineEndpoint({
  name: 'admin.signOut',
  method: 'POST',
  path: '/admin/signout',
  access: 'admin',
  request: () => z.object({}, malformed),
  response: () => z.object({}),
  summary: "Ends the calling operator's session (nothing to end for the admin key).",
});

const me = defineEndpoint({
  name: 'admin.me',
  method: 'GET',
  path: '/admin/me',
  access: 'admin',
  request: () => z.object({}, malformed),
  response: () => z.object({ operator: operatorWire.nullable(), role: z.enum(OPERATOR_ROLES) }),
  summary: 'Who is calling: the signed-in operator, or none for the admin key (an admin).',
});

const enrolment = defineEndpoint({
  name: 'admin.enrolment',
  method: 'GET',
  path: '/admin/enrolment',
  access: 'public',
  request: () => z.object({ token: enrolmentToken }, malformed),
  response: () =>
    z.object({
      email: z.string(),
      name: z.string(),
      role: z.enum(OPERATOR_ROLES),
      /** The `otpauth://` address an authenticator app reads from the QR code. */
      authenticatorUri: z.string(),
      /** The secret in base32, for typing into an app that cannot scan. */
      secret: z.string(),
      qrRows: qrRowsWire,
      expiresAt: instantWire,
    }),
  errors: ['ENROLMENT_LINK_INVALID', 'TOO_MANY_REQUESTS'],
  summary: 'What an enrolment link opens: who is invited and the authenticator secret to add.',
});

const enrol = defineEndpoint({
  name: 'admin.enrol',
  method: 'POST',
  path: '/admin/enrol',
  access: 'public',
  // The form's fields but the confirmation, which the console checks, and the link's token.
  request: () =>
    z.object(
      { token: enrolmentToken, password: operatorPasswordSchema, code: authenticatorCodeSchema },
      malformed,
    ),
  response: () =>
    operatorSessionWire.extend({
      /** Shown once: each signs in once in place of an authenticator code. */
      recoveryCodes: z.array(z.string()),
    }),
  errors: ['ENROLMENT_LINK_INVALID', 'CODE_INVALID', 'TOO_MANY_REQUESTS', 'SERVER_BUSY'],
  summary:
    'Completes an enrolment: sets the password, proves the authenticator with a code, and signs ' +
    'in; answers ten single-use recovery codes, shown this once.',
});

const listOperators = defineEndpoint({
  name: 'admin.operators',
  method: 'GET',
  path: '/admin/operators',
  access: 'admin',
  role: 'admin',
  request: () => pageQuery,
  response: () => pageWire(operatorWire),
  summary: 'The staff, newest first.',
});

const inviteOperator = defineEndpoint({
  name: 'admin.inviteOperator',
  method: 'POST',
  path: '/admin/operator/invite',
  access: 'admin',
  role: 'admin',
  request: () =>
    z.object(
      { email: emailSchema, name: nameSchema, role: z.enum(OPERATOR_ROLES, malformed) },
      malformed,
    ),
  response: () =>
    z.object({ operator: operatorWire, enrolmentToken: z.string(), expiresAt: instantWire }),
  errors: ['EMAIL_EXISTS', 'OPERATOR_ROLE_REQUIRED'],
  summary:
    'Invites an operator: answers the enrolment token (valid 24 hours) the admin passes on; the ' +
    'reference server sends no mail.',
});

/** An admin's change to another operator, with its reason for the audit trail. */
const operatorChange = () => z.object({ operatorId: idParam, reason: reasonSchema }, malformed);

const reenrolOperator = defineEndpoint({
  name: 'admin.reenrolOperator',
  method: 'POST',
  path: '/admin/operator/reenrol',
  access: 'admin',
  role: 'admin',
  request: () => operatorChange(),
  response: () =>
    z.object({ operator: operatorWire, enrolmentToken: z.string(), expiresAt: instantWire }),
  errors: ['NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED', 'OPERATOR_ROLE_REQUIRED'],
  summary:
    "Starts an operator's enrolment again (a lost phone and recovery codes): ends their " +
    'sessions, unlocks them, and answers a new enrolment token.',
});

const disableOperator = defineEndpoint({
  name: 'admin.disableOperator',
  method: 'POST',
  path: '/admin/operator/disable',
  access: 'admin',
  role: 'admin',
  request: () => operatorChange(),
  response: () => operatorWire,
  errors: ['NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED', 'OPERATOR_ROLE_REQUIRED'],
  summary:
    'Disables an operator for good and ends their sessions; an admin cannot disable themself.',
});

const unlockOperator = defineEndpoint({
  name: 'admin.unlockOperator',
  method: 'POST',
  path: '/admin/operator/unlock',
  access: 'admin',
  role: 'admin',
  request: () => operatorChange(),
  response: () => operatorWire,
  errors: ['NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED', 'OPERATOR_ROLE_REQUIRED'],
  summary: 'Unlocks an operator locked by wrong sign-ins.',
});

/** The operator's staff endpoints: sign-in, enrolment and managing operators. */
export const adminOperatorEndpoints = {
  signIn,
  signOut,
  me,
  enrolment,
  enrol,
  operators: listOperators,
  inviteOperator,
  reenrolOperator,
  disableOperator,
  unlockOperator,
} as const;

/** Endpoints of the console reached before signing in: everything else of it needs access. */
export const CONSOLE_ENTRY_ENDPOINTS = [signIn, enrolment, enrol] as const;
