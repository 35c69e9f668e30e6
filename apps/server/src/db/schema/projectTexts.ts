import type { Migration } from '../migrate';

const TRANSLATED_CHECK = "'cn'";

/**
 * Version 13: a project's texts in another language than English (name, location, type,
 * introduction; developer and carbon-fact words when they differ). One row per project and
 * language; a text missing here reads in English, from `projects`.
 */
export const projectTextsMigration: Migration = {
  version: 13,
  name: 'project texts in other languages',
  sql: `
    CREATE TABLE project_texts (
      project_id INTEGER NOT NULL REFERENCES projects (id),
      lang TEXT NOT NULL CHECK (lang IN (${TRANSLATED_CHECK})),
      name TEXT NOT NULL,
      location TEXT NOT NULL,
      type TEXT NOT NULL,
      introduction TEXT NOT NULL,
      developer TEXT,
      verification_agency TEXT,
      monitoring TEXT,
      credit_type TEXT,
      PRIMARY KEY (project_id, lang)
    ) STRICT;
  `,
};
