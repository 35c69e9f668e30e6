import type { Generated } from 'kysely';

/*
 * The operator's tables (schema version 24, ADR 051) for Kysely: the console's staff, their
 * single-use recovery codes, their sessions, and the audit trail. Instants are ISO 8601 text.
 */

/** `operators` (version 24): the operator's staff (ADR 051). */
export interface OperatorsTable {
  id: Generated<number>;
  /** Compared without case. */
  email: string;
  name: string;
  role: 'operator' | 'admin';
  status: 'invited' | 'active' | 'locked' | 'disabled';
  password_hash: string | null;
  totp_secret: string;
  totp_last_step: number | null;
  failed_sign_ins: Generated<number>;
  enrolment_token_hash: string | null;
  enrolment_expires_at: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

/** `operator_recovery_codes` (version 24): single-use codes in place of the authenticator. */
export interface OperatorRecoveryCodesTable {
  operator_id: number;
  code_hash: string;
  used_at: string | null;
}

/** `operator_sessions` (version 24): the console's sessions, apart from members'. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
}

/** `audit_events` (version 24): what operators and the admin key did; never changed. */
export interface AuditEventsTable {
  id: Generated<number>;
  at: string;
  /** A signed-in operator, automation with the admin key, or the server's command line. */
  actor_kind: 'operator' | 'key' | 'command';
  operator_id: number | null;
  action: string;
  target_type: string | null;
  target_id: number | null;
  before_json: string | null;
  after_json: string | null;
  input_json: string;
  reason: string | null;
}
