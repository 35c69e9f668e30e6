import type { Migration } from '../migrate';

/**
 * Version 18: the server's key for signing device tokens, made once from the database's own random
 * bytes, and the count of wrong passwords sent with each device token (ADR 040). A token's row
 * exists only once it has sent a wrong password.
 */
export const deviceTokensMigration: Migration = {
  version: 18,
  name: 'device tokens: their key and their wrong passwords',
  sql: `
    CREATE TABLE server_secrets (
      name TEXT PRIMARY KEY,
      secret BLOB NOT NULL
    ) STRICT;
    INSERT INTO server_secrets (name, secret) VALUES ('device_tokens', randomblob(32));
    CREATE TABLE device_sign_ins (
      token_hash TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members (id),
      failed_logins INTEGER NOT NULL DEFAULT 0,
      locked INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1))
    ) STRICT;
    CREATE INDEX device_sign_ins_member ON device_sign_ins (member_id);
  `,
};
