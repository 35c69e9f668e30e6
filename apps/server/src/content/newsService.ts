import { selectPage } from '../db/selectPage';

import type { Lang } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';
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
export function createNewsService(data: Data) {
  /** The posts visible at `now`. */
  const visible = (now: Date) =>
    data.q().selectFrom('news').selectAll().where('published_at', '<=', now.toISOString());
  return {
    /** One page of visible posts, newest first. */
    list(lang: Lang, paging: { page: number; pageSize: number }, now: Date) {
      return selectPage(
        data.q(),
        visible(now),
        (rows) => rows.orderBy('published_at', 'desc').orderBy('id', 'desc'),
        paging,
        (row: NewsRow) => itemOf(row, lang),
      );
    },

    /** One visible post with its body, or NOT_FOUND. */
    async detail(id: number, lang: Lang, now: Date) {
      const row = await visible(now).where('id', '=', id).executeTakeFirst();
      if (!row) throw new ApiError('NOT_FOUND');
      return { ...itemOf(row, lang), body: inLang(row, 'body', lang) };
    },

    /**
     * The texts a post would be stored with (what `publish` stores), storing nothing; refused as
     * publishing would refuse them.
     */
    preview(draft: NewsDraft) {
      return storedNewsTexts(draft);
    },

    /** Stores a post with plain-text titles and summaries and sanitised bodies; returns its id. */
    async publish(draft: NewsDraft, now: Date) {
      const { title, summary, body } = storedNewsTexts(draft);
      const { id } = await data
        .q()
        .insertInto('news')
        .values({
          title_en: title.en,
          title_cn: title.cn,
          summary_en: summary.en,
          summary_cn: summary.cn,
          body_en: body.en,
          body_cn: body.cn,
          image_url: draft.imageUrl ?? null,
          published_at: (draft.publishedAt ?? now).toISOString(),
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id };
    },

    /** Deletes a post, or NOT_FOUND. */
    async remove(id: number) {
      const result = await data.q().deleteFrom('news').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new ApiError('NOT_FOUND');
      return {};
    },
  };
}
