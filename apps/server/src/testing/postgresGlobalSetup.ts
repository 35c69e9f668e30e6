import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from './localPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser URL of the project's throwaway PostgreSQL server (server-pg only). */
    postgresAdminUrl: string;
  }
}

/**
 * The `server-pg` project's PostgreSQL: a throwaway server from the system packages in a temporary
 * folder, started once for the run; each test makes its own database on it
 * (`freshPostgresDatabase.ts`). Stopped and removed after the run.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-postgres-'));
  const server = await startLocalPostgres({ dir, durable: false });
  project.provide('postgresAdminUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
