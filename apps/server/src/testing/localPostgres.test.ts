import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalPostgres, type LocalPostgres } from './localPostgres';
import { createDatabase, dropDatabase } from './postgresDatabases';

describe('startLocalPostgres', () => {
  const dir = mkdtempSync(join(tmpdir(), 'localpg-'));
  let cluster: LocalPostgres | undefined;
  afterAll(async () => {
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts a cluster that serves a created database, then stops', async () => {
    cluster = await startLocalPostgres({ dir, durable: false });
    const url = await createDatabase(cluster.url, 'probe_db');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const result = await client.query<{ one: number; db: string }>(
      'SELECT 1 AS one, current_database() AS db',
    );
    await client.end();
    expect(result.rows[0]).toEqual({ one: 1, db: 'probe_db' });
    await dropDatabase(cluster.url, 'probe_db');
    await cluster.stop();
    const after = new pg.Client({ connectionString: cluster.url });
    await expect(after.connect()).rejects.toThrow();
  }, 60_000);
});
