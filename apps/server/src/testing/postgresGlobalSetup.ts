import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from './localPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL server of this test run. */
    postgresAdminUrl: string;
  }
}

/** Vitest globalSetup: one throwaway, non-durable PostgreSQL for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'vitest-pg-'));
  const cluster = await startLocalPostgres({ dir, durable: false });
  project.provide('postgresAdminUrl', cluster.url);
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
