import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openData } from './openData';
import { createDatabase, databaseUrl, dropDatabase } from '../testing/postgresDatabases';

/**
 * The roles of docs/DEPLOYMENT.md: the owner migrates, the instances connect as a role with
 * data rights only. Such an instance must start on a migrated database and work, and must not be
 * able to change the schema.
 */
const adminUrl = inject('postgresAdminUrl');
const suffix = randomBytes(4).toString('hex');
const name = `roles_${suffix}`;
const owner = `owner_${suffix}`;
const app = `app_${suffix}`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-roles-'));

const asAdmin = async (url: string, statements: string[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
};
const as = (role: string) => {
  const url = new URL(databaseUrl(adminUrl, name));
  url.username = role;
  url.password = '';
  return url.toString();
};

afterAll(async () => {
  await dropDatabase(adminUrl, name);
  await asAdmin(adminUrl, [`DROP ROLE IF EXISTS ${app}`, `DROP ROLE IF EXISTS ${owner}`]);
  rmSync(dir, { recursive: true, force: true });
});

describe('an instance connecting with data rights only', () => {
  it('starts on the database its owner migrated, reads and writes, and cannot change the schema', async () => {
    await asAdmin(adminUrl, [`CREATE ROLE ${owner} LOGIN`, `CREATE ROLE ${app} LOGIN`]);
    await createDatabase(adminUrl, name);
    await asAdmin(databaseUrl(adminUrl, name), [
      `ALTER DATABASE ${name} OWNER TO ${owner}`,
      `ALTER SCHEMA public OWNER TO ${owner}`,
      'REVOKE ALL ON SCHEMA public FROM PUBLIC',
      `GRANT USAGE ON SCHEMA public TO ${app}`,
      // citext is an extension only a superuser (or the owner, where trusted) adds: done once here.
      'CREATE EXTENSION IF NOT EXISTS citext',
    ]);
    await asAdmin(as(owner), [
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app}`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${app}`,
    ]);

    // The owner migrates (what `npm run migrate` does).
    const migrated = await openData({ databaseUrl: as(owner), dataDir: dir });
    await migrated.close();

    const data = await openData({ databaseUrl: as(app), dataDir: dir });
    try {
      const { id } = await data
        .q()
        .insertInto('members')
        .values({ visitor_type: 'guest', created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(id).toBeGreaterThan(0);
      await expect(
        data.q().schema.createTable('intruder').addColumn('id', 'integer').execute(),
      ).rejects.toThrow(/permission denied/);
      await expect(data.q().schema.dropTable('members').execute()).rejects.toThrow(
        /must be owner|permission denied/,
      );
    } finally {
      await data.close();
    }
  });
});
