import type { Migration } from './migrate';
import { ledgerMigration } from './schema/ledger';
import { idempotencyCommitMigration } from './schema/idempotencyCommit';
import { accountWalletMigration } from './schema/accountWallet';
import { marketMigration } from './schema/market';
import { contentMigration } from './schema/content';
import { memberIdentityMigration } from './schema/memberIdentity';
import { codeAttemptsMigration } from './schema/codeAttempts';
import { codeRequestsMigration } from './schema/codeRequests';
import { signInLockMigration } from './schema/signInLock';
import { sessionActivityMigration } from './schema/sessionActivity';
import { deviceTokensMigration } from './schema/deviceTokens';
import { unknownSignInsMigration } from './schema/unknownSignIns';
import { orderCountsMigration } from './schema/orderCounts';
import { projectRegistrationMigration } from './schema/projectRegistration';
import { projectTextsMigration } from './schema/projectTexts';
import { projectTypesMigration } from './schema/projectTypes';
import { withdrawalDestinationMigration } from './schema/withdrawalDestination';
import { retirementsMigration } from './schema/retirements';
import { notificationTargetsMigration } from './schema/notificationTargets';

/**
 * The schema, one migration per change, never edited once released. Money is stored as integer
 * cents and tons as integer thousandths (never floating point); instants as ISO 8601 text.
 * Versions 1 and 2 are written here; later ones live in `schema/`, one file per area, with the
 * version numbers each area owns: 3 ledger, 4 account and wallet, 5 market, 6 content, 7 idempotency commit mark,
 * 8 one member per IC number, 10 verification code attempts, 11 orders per member, project and
 * month, 12 the registry of a project's credits and the UN goals it supports, 13 project texts
 * in other languages, 14 project types as keys, 15 to 19 sign-in and verification-code guards,
 * 20 where a withdrawal is paid, 21 retirements of credits, 22 what a notification is about.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'settings',
    sql: `
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: 'members, sessions and verification codes',
    sql: `
      CREATE TABLE members (
        id INTEGER PRIMARY KEY,
        visitor_type TEXT NOT NULL CHECK (visitor_type IN ('personal', 'corporate', 'guest')),
        email TEXT UNIQUE COLLATE NOCASE,
        password_hash TEXT,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        ic_number TEXT,
        company_name TEXT,
        uen TEXT,
        mobile TEXT NOT NULL DEFAULT '',
        avatar TEXT NOT NULL DEFAULT '',
        invitation_code TEXT,
        credit_score TEXT NOT NULL DEFAULT 'medium' CHECK (credit_score IN ('excellent', 'medium', 'poor')),
        level TEXT NOT NULL DEFAULT 'P0' CHECK (level IN ('P0', 'P1', 'P2', 'P3', 'P4', 'P5')),
        risk INTEGER NOT NULL DEFAULT 0 CHECK (risk IN (0, 1)),
        locked INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1)),
        failed_logins INTEGER NOT NULL DEFAULT 0,
        is_answer INTEGER NOT NULL DEFAULT 0 CHECK (is_answer IN (0, 1)),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members (id),
        created_at TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
      CREATE INDEX sessions_member ON sessions (member_id);
      CREATE TABLE verification_codes (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE,
        purpose TEXT NOT NULL CHECK (purpose IN ('register', 'reset_password')),
        code TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      ) STRICT;
      CREATE INDEX verification_codes_email ON verification_codes (email, purpose);
    `,
  },
  ledgerMigration,
  accountWalletMigration,
  marketMigration,
  contentMigration,
  idempotencyCommitMigration,
  memberIdentityMigration,
  codeAttemptsMigration,
  orderCountsMigration,
  projectRegistrationMigration,
  projectTextsMigration,
  projectTypesMigration,
  codeRequestsMigration,
  signInLockMigration,
  sessionActivityMigration,
  deviceTokensMigration,
  unknownSignInsMigration,
  withdrawalDestinationMigration,
  retirementsMigration,
  notificationTargetsMigration,
];
