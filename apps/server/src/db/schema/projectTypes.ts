import type { Migration } from '../migrate';

const PROJECT_TYPE_CHECK =
  "'forest_protection', 'reforestation', 'peatland', 'blue_carbon', 'agriculture', 'renewable_energy', 'cookstoves', 'methane_capture', 'other'";

/**
 * The English words a project's type was written with, by the key they become (first match wins,
 * so reforestation is read before forest protection, mangroves before forests). A type matching
 * none becomes `other`.
 */
const WORDS_OF_TYPE: readonly (readonly [string, readonly string[]])[] = [
  ['reforestation', ['reforest', 'afforest', 'tree planting']],
  ['blue_carbon', ['blue carbon', 'mangrove', 'seagrass', 'salt marsh']],
  ['peatland', ['peat']],
  ['forest_protection', ['forest', 'redd']],
  ['renewable_energy', ['renewable', 'solar', 'wind', 'hydro', 'geothermal']],
  ['cookstoves', ['stove']],
  ['methane_capture', ['methane', 'landfill', 'biogas']],
  ['agriculture', ['agricultur', 'farm', 'soil']],
];

const typeOfText = `CASE
  ${WORDS_OF_TYPE.map(
    ([key, words]) =>
      `WHEN ${words.map((word) => `lower(type) LIKE '%${word}%'`).join(' OR ')} THEN '${key}'`,
  ).join('\n  ')}
  ELSE 'other'
END`;

/**
 * Version 14: a project's type is a key of the domain's list (`PROJECT_TYPES`), named by the app
 * in each language, instead of free text per language. Existing projects get the key their
 * English type reads as; their translated type texts are dropped.
 */
export const projectTypesMigration: Migration = {
  version: 14,
  name: 'project types as keys',
  sql: `
    ALTER TABLE projects ADD COLUMN type_key TEXT NOT NULL DEFAULT 'other'
      CHECK (type_key IN (${PROJECT_TYPE_CHECK}));
    UPDATE projects SET type_key = ${typeOfText};
    ALTER TABLE projects DROP COLUMN type;
    ALTER TABLE projects RENAME COLUMN type_key TO type;
    CREATE INDEX projects_type ON projects (type, id);
    ALTER TABLE project_texts DROP COLUMN type;
  `,
};
