import { inject } from 'vitest';
import type { Data } from '../db/data';
import { openData } from '../db/openData';
import { freshPostgresDatabase } from './freshPostgresDatabase';

/**
 * The database of one test, on the engine its Vitest project runs: a fresh PostgreSQL database
 * on the suite's throwaway server when the project provides one (`postgresAdminUrl`, see
 * `postgresGlobalSetup.ts`), the SQLite file in `dataDir` otherwise. `drop` removes it.
 */
export async function openTestData(
  dataDir: string,
): Promise<{ data: Data; databaseUrl: string | undefined; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) {
    const data = await openData({ dataDir });
    return { data, databaseUrl: undefined, drop: () => data.close() };
  }
  const database = await freshPostgresDatabase();
  const data = await openData({ databaseUrl: database.url, dataDir });
  return {
    data,
    databaseUrl: database.url,
    async drop() {
      await data.close();
      await database.drop();
    },
  };
}

/** Whether this test run's databases are PostgreSQL (the `server-pg` project). */
export const testsOnPostgres = (): boolean => Boolean(inject('postgresAdminUrl'));
