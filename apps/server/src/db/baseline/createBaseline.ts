import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import type { Engine } from './columnTypes';
import { createSchemaMigrations } from './schemaMigrations';
import { createSettings } from './settings';
import { createMembers } from './members';
import { createLedger } from './ledger';
import { createAccountWallet } from './accountWallet';
import { createMarket } from './market';
import { createContent } from './content';
import { createProjectDetails } from './projectDetails';
import { createSignInGuards } from './signInGuards';
import { createRetirements } from './retirements';

/**
 * Creates the whole schema as it stands at version 22, on SQLite or PostgreSQL, with the rows the
 * migrations seeded (FAQ, news, the device-token key). Run it inside one transaction on an empty
 * database; it does not record the versions (the runner does).
 */
export async function createBaseline(db: Kysely<Tables>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`create extension if not exists citext`.execute(db);
  await createSchemaMigrations(db, engine);
  await createSettings(db, engine);
  await createMembers(db, engine);
  await createLedger(db, engine);
  await createAccountWallet(db, engine);
  await createMarket(db, engine);
  await createContent(db, engine);
  await createProjectDetails(db, engine);
  await createSignInGuards(db, engine);
  await createRetirements(db, engine);
}
