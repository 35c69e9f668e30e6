import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { PROJECT_TYPES } from '@carbonmarket/domain';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

/** The schema as it was before project types became keys. */
const BEFORE = MIGRATIONS.filter((m) => m.version < 14);

/** A database at version 13 holding one project per English type text, with Chinese texts. */
function databaseWithTypes(texts: readonly string[]) {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, BEFORE);
  const insert = db.prepare(
    `INSERT INTO projects (name, location, type, standards, status, unit_price_cents,
       quantity_milli_tons, remaining_milli_tons, min_milli_tons, max_milli_tons, introduction,
       min_level, vintage, verification_agency, monitoring, credit_type, developer, created_at,
       updated_at)
     VALUES (?, 'Somewhere', ?, '[]', 'in_progress', 1000, 1000, 1000, 1000, 1000, 'Text', 'P0',
       2025, 'SCS', 'Yearly', 'VCU', 'Developer', '2026-11-01T00:00:00.000Z',
       '2026-11-01T00:00:00.000Z')`,
  );
  const insertTexts = db.prepare(
    `INSERT INTO project_texts (project_id, lang, name, location, type, introduction)
     VALUES (?, 'cn', '项目', '某地', '类型', '介绍')`,
  );
  for (const [index, text] of texts.entries()) {
    const id = Number(insert.run(`Project ${index}`, text).lastInsertRowid);
    insertTexts.run(id);
  }
  return db;
}

const typesAfterMigrating = (texts: readonly string[]) => {
  const db = databaseWithTypes(texts);
  migrate(db, MIGRATIONS);
  return db.prepare<[], string>('SELECT type FROM projects ORDER BY id').pluck().all();
};

describe('project types becoming keys (version 14)', () => {
  it("gives every demo project's English type its key", () => {
    expect(
      typesAfterMigrating([
        'Peatland conservation',
        'Blue carbon',
        'Forest protection',
        'Renewable energy',
        'Cookstoves',
        'Methane capture',
        'Reforestation',
        'Agriculture',
      ]),
    ).toEqual([
      'peatland',
      'blue_carbon',
      'forest_protection',
      'renewable_energy',
      'cookstoves',
      'methane_capture',
      'reforestation',
      'agriculture',
    ]);
  });

  it('reads other wordings of the same kinds, in any letter case, and keeps the rest as other', () => {
    expect(
      typesAfterMigrating([
        'Peatland restoration',
        'Mangrove restoration',
        'FOREST CONSERVATION',
        'REDD+',
        'Afforestation',
        'Wind power',
        'Clean cookstoves',
        'Landfill gas',
        'Soil carbon',
        'Direct air capture',
        '',
      ]),
    ).toEqual([
      'peatland',
      'blue_carbon',
      'forest_protection',
      'forest_protection',
      'reforestation',
      'renewable_energy',
      'cookstoves',
      'methane_capture',
      'agriculture',
      'other',
      'other',
    ]);
  });

  it('keeps every project and its other texts, and drops the translated type text', () => {
    const db = databaseWithTypes(['Blue carbon', 'Cookstoves']);
    migrate(db, MIGRATIONS);
    expect(db.prepare('SELECT COUNT(*) FROM projects').pluck().get()).toBe(2);
    expect(db.prepare("SELECT name FROM project_texts WHERE lang = 'cn'").pluck().all()).toEqual([
      '项目',
      '项目',
    ]);
    const textColumns = db
      .prepare<[], { name: string }>('PRAGMA table_info(project_texts)')
      .all()
      .map((column) => column.name);
    expect(textColumns).not.toContain('type');
  });

  it('refuses a type that is not a key of the domain list', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    const set = (type: string) => () =>
      db
        .prepare(
          `INSERT INTO projects (name, location, type, standards, status, unit_price_cents,
             quantity_milli_tons, remaining_milli_tons, min_milli_tons, max_milli_tons,
             introduction, min_level, vintage, verification_agency, monitoring, credit_type,
             developer, created_at, updated_at)
           VALUES ('P', 'L', ?, '[]', 'in_progress', 1, 1, 1, 1, 1, 'I', 'P0', 2025, 'A', 'M',
             'C', 'D', 'now', 'now')`,
        )
        .run(type);
    expect(set('Blue carbon')).toThrow(/CHECK constraint failed/);
    for (const type of PROJECT_TYPES) expect(set(type)).not.toThrow();
  });
});
