import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import type { Engine } from './columnTypes';

const OVERLAP = 'serial range overlaps another of its project';
const CHANGED = 'a retirement is never changed';
const DELETED = 'a retirement is never deleted';

/**
 * The triggers that refuse a retirement whose serial range meets another of its project, and any
 * change or deletion of a retirement: SQLite triggers as version 21 wrote them, PL/pgSQL ones
 * raising the same messages on PostgreSQL.
 */
export async function createRetirementGuards(db: Kysely<Tables>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    await sql`CREATE TRIGGER retirements_serials_apart BEFORE INSERT ON retirements
      WHEN EXISTS (SELECT 1 FROM retirements r WHERE r.project_id = NEW.project_id
                     AND r.serial_start <= NEW.serial_end AND NEW.serial_start <= r.serial_end)
      BEGIN SELECT RAISE(ABORT, 'serial range overlaps another of its project'); END`.execute(db);
    await sql`CREATE TRIGGER retirements_never_changed BEFORE UPDATE ON retirements
      BEGIN SELECT RAISE(ABORT, 'a retirement is never changed'); END`.execute(db);
    await sql`CREATE TRIGGER retirements_never_deleted BEFORE DELETE ON retirements
      BEGIN SELECT RAISE(ABORT, 'a retirement is never deleted'); END`.execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION retirements_serials_apart() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM retirements r WHERE r.project_id = NEW.project_id
                     AND r.serial_start <= NEW.serial_end AND NEW.serial_start <= r.serial_end) THEN
          RAISE EXCEPTION '${OVERLAP}';
        END IF;
        RETURN NEW;
      END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER retirements_serials_apart BEFORE INSERT ON retirements
    FOR EACH ROW EXECUTE FUNCTION retirements_serials_apart()`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION retirements_never_touched() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN RAISE EXCEPTION '${CHANGED}'; END IF;
        RAISE EXCEPTION '${DELETED}';
      END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER retirements_never_changed BEFORE UPDATE ON retirements
    FOR EACH ROW EXECUTE FUNCTION retirements_never_touched()`.execute(db);
  await sql`CREATE TRIGGER retirements_never_deleted BEFORE DELETE ON retirements
    FOR EACH ROW EXECUTE FUNCTION retirements_never_touched()`.execute(db);
}
