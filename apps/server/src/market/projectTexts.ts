import type { Data } from '../db/data';
import type { Lang, ProjectTexts, StoredProjectTexts } from '@carbonmarket/domain/contract';
import type { ProjectRow } from './marketRows';

/**
 * A project's texts in the languages besides English: saved with the project, and laid over its
 * English row when a reader asks in another language (each text missing there stays English).
 */
export function createProjectTexts(data: Data) {
  /** Stores the project's texts in `lang` (inside the caller's transaction). */
  const save = async (
    projectId: number,
    lang: Exclude<Lang, 'en'>,
    texts: ProjectTexts,
  ): Promise<void> => {
    await data
      .q()
      .insertInto('project_texts')
      .values({
        project_id: projectId,
        lang,
        name: texts.name,
        location: texts.location,
        introduction: texts.introduction,
        developer: texts.developer ?? null,
        verification_agency: texts.verificationAgency ?? null,
        monitoring: texts.monitoring ?? null,
        credit_type: texts.creditType ?? null,
      })
      .execute();
  };

  /** The project's texts in `lang` as stored (a text left out is null), or null for none. */
  const stored = async (
    projectId: number,
    lang: Exclude<Lang, 'en'>,
  ): Promise<StoredProjectTexts | null> => {
    const texts = await data
      .q()
      .selectFrom('project_texts')
      .select([
        'name',
        'location',
        'introduction',
        'developer',
        'verification_agency',
        'monitoring',
        'credit_type',
      ])
      .where('project_id', '=', projectId)
      .where('lang', '=', lang)
      .executeTakeFirst();
    return texts
      ? {
          name: texts.name,
          location: texts.location,
          introduction: texts.introduction,
          developer: texts.developer,
          verificationAgency: texts.verification_agency,
          monitoring: texts.monitoring,
          creditType: texts.credit_type,
        }
      : null;
  };

  return {
    save,

    /** Replaces the project's texts in `lang`, or removes them (inside the caller's transaction). */
    async replace(
      projectId: number,
      lang: Exclude<Lang, 'en'>,
      texts: ProjectTexts | undefined,
    ): Promise<void> {
      await data
        .q()
        .deleteFrom('project_texts')
        .where('project_id', '=', projectId)
        .where('lang', '=', lang)
        .execute();
      if (texts) await save(projectId, lang, texts);
    },

    stored,

    /** The row as a reader of `lang` sees it (each text missing there stays English). */
    async localise(row: ProjectRow, lang: Lang): Promise<ProjectRow> {
      if (lang === 'en') return row;
      const texts = await stored(row.id, lang);
      if (!texts) return row;
      return {
        ...row,
        name: texts.name,
        location: texts.location,
        introduction: texts.introduction,
        developer: texts.developer ?? row.developer,
        verification_agency: texts.verificationAgency ?? row.verification_agency,
        monitoring: texts.monitoring ?? row.monitoring,
        credit_type: texts.creditType ?? row.credit_type,
      };
    },
  };
}
