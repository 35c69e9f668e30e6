import type { Database as Db } from 'better-sqlite3';
import type { Lang, ProjectTexts } from '@carbonmarket/domain/contract';
import type { ProjectRow } from './marketRows';

/** A project's texts in one language, as stored (a null text reads in English). */
interface ProjectTextsRow {
  name: string;
  location: string;
  introduction: string;
  developer: string | null;
  verification_agency: string | null;
  monitoring: string | null;
  credit_type: string | null;
}

/**
 * A project's texts in the languages besides English: saved with the project, and laid over its
 * English row when a reader asks in another language (each text missing there stays English).
 */
export function createProjectTexts(db: Db) {
  const select = db.prepare<[number, string], ProjectTextsRow>(
    `SELECT name, location, introduction, developer, verification_agency, monitoring, credit_type
       FROM project_texts WHERE project_id = ? AND lang = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO project_texts (project_id, lang, name, location, introduction, developer,
       verification_agency, monitoring, credit_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    /** Stores the project's texts in `lang` (inside the caller's transaction). */
    save(projectId: number, lang: Exclude<Lang, 'en'>, texts: ProjectTexts): void {
      insert.run(
        projectId,
        lang,
        texts.name,
        texts.location,
        texts.introduction,
        texts.developer ?? null,
        texts.verificationAgency ?? null,
        texts.monitoring ?? null,
        texts.creditType ?? null,
      );
    },

    /** The row as a reader of `lang` sees it. */
    localise(row: ProjectRow, lang: Lang): ProjectRow {
      if (lang === 'en') return row;
      const texts = select.get(row.id, lang);
      if (!texts) return row;
      return {
        ...row,
        name: texts.name,
        location: texts.location,
        introduction: texts.introduction,
        developer: texts.developer ?? row.developer,
        verification_agency: texts.verification_agency ?? row.verification_agency,
        monitoring: texts.monitoring ?? row.monitoring,
        credit_type: texts.credit_type ?? row.credit_type,
      };
    },
  };
}
