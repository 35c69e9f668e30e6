import { selectPage } from '../db/selectPage';
import type { Database as Db } from 'better-sqlite3';

import type { Lang } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import { inLang } from './bilingual';
import type { Bilingual } from './bilingual';
import { storedNewsTexts } from './newsText';

interface NewsRow {
  id: number;
  title_en: string;
  title_cn: string;
  summary_en: string;
  summary_cn: string;
  body_en: string;
  body_cn: string;
  image_url: string | null;
  published_at: string;
}

/** What the operator publishes: every text in both languages. */
export interface NewsDraft {
  title: Bilingual;
  summary: Bilingual;
  /** HTML as written; sanitised here before it is stored (titles and summaries: tags stripped). */
  body: Bilingual;
  imageUrl?: string | null | undefined;
  publishedAt?: Date | undefined;
}

const itemOf = (row: NewsRow, lang: Lang) => ({
  id: row.id,
  title: inLang(row, 'title', lang),
  summary: inLang(row, 'summary', lang),
  imageUrl: row.image_url,
  publishedAt: row.published_at,
});

/**
 * News posts. A post is visible from its publication time on (the operator may date one ahead);
 * bodies are sanitised when written, so what is read is always safe to render.
 */
export function createNewsService(db: Db) {
  const visible = 'published_at <= ?';
  return {
    /** One page of visible posts, newest first. */
    list(lang: Lang, paging: { page: number; pageSize: number }, now: Date) {
      return selectPage(
        db,
        {
          select: `SELECT * FROM news WHERE ${visible}`,
          orderBy: 'published_at DESC, id DESC',
          params: [now.toISOString()],
        },
        paging,
        (row: NewsRow) => itemOf(row, lang),
      );
    },

    /** One visible post with its body, or NOT_FOUND. */
    detail(id: number, lang: Lang, now: Date) {
      const row = db
        .prepare<[number, string], NewsRow>(`SELECT * FROM news WHERE id = ? AND ${visible}`)
        .get(id, now.toISOString());
      if (!row) throw new ApiError('NOT_FOUND');
      return { ...itemOf(row, lang), body: inLang(row, 'body', lang) };
    },

    /** Stores a post with plain-text titles and summaries and sanitised bodies; returns its id. */
    publish(draft: NewsDraft, now: Date) {
      const { title, summary, body } = storedNewsTexts(draft);
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO news (title_en, title_cn, summary_en, summary_cn, body_en, body_cn, image_url, published_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          title.en,
          title.cn,
          summary.en,
          summary.cn,
          body.en,
          body.cn,
          draft.imageUrl ?? null,
          (draft.publishedAt ?? now).toISOString(),
          now.toISOString(),
        );
      return { id: Number(lastInsertRowid) };
    },

    /** Deletes a post, or NOT_FOUND. */
    remove(id: number) {
      const { changes } = db.prepare('DELETE FROM news WHERE id = ?').run(id);
      if (changes === 0) throw new ApiError('NOT_FOUND');
      return {};
    },
  };
}
