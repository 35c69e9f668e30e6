import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openData } from '../db/openData';
import { startLocalPostgres } from './localPostgres';
import { createDatabase } from './postgresDatabases';

const TEMPLATE = 'migrated_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL server of this test run. */
    postgresAdminUrl: string;
    /** A database at the current schema version, which each test's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Vitest globalSetup: one throwaway, non-durable PostgreSQL for the whole run, with a database
 * migrated once to copy for each test.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'vitest-pg-'));
  const cluster = await startLocalPostgres({ dir, durable: false });
  const template = await openData({
    databaseUrl: await createDatabase(cluster.url, TEMPLATE),
    dataDir: dir,
  });
  await template.close();
  project.provide('postgresAdminUrl', cluster.url);
  project.provide('postgresTemplate', TEMPLATE);
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
