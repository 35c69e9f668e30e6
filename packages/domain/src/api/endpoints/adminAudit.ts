import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idWire, instantWire } from '../wire';
import { idParam, pageQuery, pageWire } from '../paging';
import { malformed } from '../../validation/fields';

/** What an audited action acted on. */
export const AUDIT_TARGET_TYPES = [
  'topUp',
  'withdrawal',
  'member',
  'project',
  'sale',
  'order',
  'news',
  'notification',
  'operator',
] as const;

/** Who may act: a signed-in operator, automation with the admin key, the server's command line. */
export const AUDIT_ACTOR_KINDS = ['operator', 'key', 'command'] as const;

/** Who acted: a signed-in operator, automation with the admin key, or the server's command line. */
export const auditActorWire = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('operator'),
    operatorId: idWire,
    name: z.string(),
    email: z.string(),
  }),
  z.object({ kind: z.literal('key') }),
  z.object({ kind: z.literal('command') }),
]);

/** One entry of the audit trail: written with the action, in its transaction, never changed. */
export const auditEventWire = z.object({
  id: idWire,
  at: instantWire,
  actor: auditActorWire,
  /** The endpoint's name, `admin.<action>`. */
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES).nullable(),
  targetId: idWire.nullable(),
  /** The target as it was, in the reply's form; null where it did not exist yet. */
  before: z.json().nullable(),
  /** The target as the action left it: the action's reply. */
  after: z.json().nullable(),
  /** What the operator sent, without secrets. */
  input: z.json(),
  reason: z.string().nullable(),
});

const auditTrail = defineEndpoint({
  name: 'admin.auditTrail',
  method: 'GET',
  path: '/admin/audit',
  access: 'admin',
  role: 'admin',
  request: () =>
    pageQuery.extend({
      operatorId: idParam.optional(),
      action: z
        .string(malformed)
        .regex(/^admin\.[a-zA-Z]+$/, malformed)
        .optional(),
      targetType: z.enum(AUDIT_TARGET_TYPES, malformed).optional(),
      targetId: idParam.optional(),
    }),
  response: () => pageWire(auditEventWire),
  errors: ['OPERATOR_ROLE_REQUIRED'],
  summary:
    'Searches the audit trail, newest first: by operator, action or target. No endpoint ' +
    'changes or deletes an entry.',
});

/** The audit trail's endpoints. */
export const adminAuditEndpoints = { auditTrail } as const;
