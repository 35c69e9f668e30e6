import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { FAQ_SEED, NEWS_SEED } from '../schema/content';
import { columnTypes, type Engine } from './columnTypes';

/**
 * Content (version 6 and 22): the FAQ questionnaire and each member's answers, news, notifications
 * (to one member, or to every member with `member_id` NULL, and what they are about) with read
 * marks, and carbon-footprint results in thousandths of a ton. Seeds the FAQ and three news posts.
 */
export async function createContent(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await t
    .table(
      db.schema
        .createTable('faq_questions')
        .addColumn('id', t.text, (col) => col.primaryKey())
        .addColumn('position', t.integer, (col) => col.notNull())
        .addColumn('kind', t.text, (col) => col.notNull().check(sql`kind IN ('single')`))
        .addColumn('required', t.integer, (col) => col.notNull().check(sql`required IN (0, 1)`))
        .addColumn('text_en', t.text, (col) => col.notNull())
        .addColumn('text_cn', t.text, (col) => col.notNull()),
    )
    .execute();
  await t
    .table(
      db.schema
        .createTable('faq_options')
        .addColumn('question_id', t.text, (col) => col.notNull().references('faq_questions.id'))
        .addColumn('id', t.text, (col) => col.notNull())
        .addColumn('position', t.integer, (col) => col.notNull())
        .addColumn('text_en', t.text, (col) => col.notNull())
        .addColumn('text_cn', t.text, (col) => col.notNull())
        .addPrimaryKeyConstraint('faq_options_pkey', ['question_id', 'id']),
    )
    .execute();
  await t
    .table(
      db.schema
        .createTable('faq_answers')
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('question_id', t.text, (col) => col.notNull())
        .addColumn('option_id', t.text, (col) => col.notNull())
        .addColumn('answered_at', t.text, (col) => col.notNull())
        .addPrimaryKeyConstraint('faq_answers_pkey', ['member_id', 'question_id'])
        .addForeignKeyConstraint(
          'faq_answers_option',
          ['question_id', 'option_id'],
          'faq_options',
          ['question_id', 'id'],
        ),
    )
    .execute();

  await t
    .table(
      db.schema
        .createTable('news')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('title_en', t.text, (col) => col.notNull())
        .addColumn('title_cn', t.text, (col) => col.notNull())
        .addColumn('summary_en', t.text, (col) => col.notNull())
        .addColumn('summary_cn', t.text, (col) => col.notNull())
        // Sanitised HTML.
        .addColumn('body_en', t.text, (col) => col.notNull())
        .addColumn('body_cn', t.text, (col) => col.notNull())
        .addColumn('image_url', t.text)
        .addColumn('published_at', t.text, (col) => col.notNull())
        .addColumn('created_at', t.text, (col) => col.notNull()),
    )
    .execute();
  await db.schema
    .createIndex('news_published')
    .on('news')
    .columns(['published_at', 'id'])
    .execute();

  await t
    .table(
      db.schema
        .createTable('notifications')
        .addColumn('id', t.id, t.assignedId)
        // NULL: for every member who had joined when it was sent.
        .addColumn('member_id', t.bigInteger, (col) => col.references('members.id'))
        .addColumn('title_en', t.text, (col) => col.notNull())
        .addColumn('title_cn', t.text, (col) => col.notNull())
        .addColumn('body_en', t.text, (col) => col.notNull())
        .addColumn('body_cn', t.text, (col) => col.notNull())
        .addColumn('created_at', t.text, (col) => col.notNull())
        .addColumn('target_kind', t.text, (col) =>
          col.check(sql`target_kind IN ('order', 'withdrawal', 'fundRecords', 'news')`),
        )
        .addColumn('target_id', t.bigInteger, (col) =>
          col.check(
            sql`(target_kind IS NULL OR target_kind = 'fundRecords') = (target_id IS NULL)`,
          ),
        ),
    )
    .execute();
  await db.schema
    .createIndex('notifications_member')
    .on('notifications')
    .columns(['member_id', 'id'])
    .execute();
  await t
    .table(
      db.schema
        .createTable('notification_reads')
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        .addColumn('notification_id', t.bigInteger, (col) =>
          col.notNull().references('notifications.id').onDelete('cascade'),
        )
        .addColumn('read_at', t.text, (col) => col.notNull())
        .addPrimaryKeyConstraint('notification_reads_pkey', ['member_id', 'notification_id']),
    )
    .execute();

  await t
    .table(
      db.schema
        .createTable('footprint_results')
        .addColumn('id', t.id, t.assignedId)
        .addColumn('member_id', t.bigInteger, (col) => col.notNull().references('members.id'))
        // The answers as submitted (JSON), to explain the result later.
        .addColumn('answers', t.text, (col) => col.notNull())
        .addColumn('home_milli_tons', t.bigInteger, (col) =>
          col.notNull().check(sql`home_milli_tons >= 0`),
        )
        .addColumn('transport_milli_tons', t.bigInteger, (col) =>
          col.notNull().check(sql`transport_milli_tons >= 0`),
        )
        .addColumn('flights_milli_tons', t.bigInteger, (col) =>
          col.notNull().check(sql`flights_milli_tons >= 0`),
        )
        .addColumn('diet_milli_tons', t.bigInteger, (col) =>
          col.notNull().check(sql`diet_milli_tons >= 0`),
        )
        .addColumn('total_milli_tons', t.bigInteger, (col) =>
          col.notNull().check(sql`total_milli_tons >= 0`),
        )
        .addColumn('created_at', t.text, (col) => col.notNull()),
    )
    .execute();
  await db.schema
    .createIndex('footprint_results_member')
    .on('footprint_results')
    .columns(['member_id', 'id'])
    .execute();

  await seedContent(db);
}

/** The FAQ questions with their options, and three demo news posts, as version 6 seeded them. */
async function seedContent(db: Kysely<Tables>): Promise<void> {
  for (const [index, q] of FAQ_SEED.entries()) {
    await db
      .insertInto('faq_questions')
      .values({
        id: q.id,
        position: index + 1,
        kind: 'single',
        required: q.required ? 1 : 0,
        text_en: q.en,
        text_cn: q.cn,
      })
      .execute();
    await db
      .insertInto('faq_options')
      .values(
        q.options.map(([id, en, cn], position) => ({
          question_id: q.id,
          id,
          position: position + 1,
          text_en: en,
          text_cn: cn,
        })),
      )
      .execute();
  }
  for (const n of NEWS_SEED) {
    await db
      .insertInto('news')
      .values({
        title_en: n.title[0],
        title_cn: n.title[1],
        summary_en: n.summary[0],
        summary_cn: n.summary[1],
        body_en: n.body[0],
        body_cn: n.body[1],
        image_url: null,
        published_at: n.published,
        created_at: n.published,
      })
      .execute();
  }
}
