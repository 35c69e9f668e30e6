import type { Database as Db } from 'better-sqlite3';
import { answeredEntries, faqAnswerIssues } from '@carbonmarket/domain';
import type { FaqAnswers } from '@carbonmarket/domain';
import type { Lang } from '@carbonmarket/domain/contract';
import { writeTransaction } from '../db/openDatabase';
import { ApiError } from '../apiError';
import { inLang } from './bilingual';

interface QuestionRow {
  id: string;
  kind: 'single';
  required: number;
  text_en: string;
  text_cn: string;
}

interface OptionRow {
  question_id: string;
  id: string;
  text_en: string;
  text_cn: string;
}

/** The FAQ questionnaire: its questions (seeded by the content migration) and members' answers. */
export function createFaqService(db: Db) {
  const questionRows = db.prepare<[], QuestionRow>(
    'SELECT id, kind, required, text_en, text_cn FROM faq_questions ORDER BY position, id',
  );
  const optionRows = db.prepare<[], OptionRow>(
    'SELECT question_id, id, text_en, text_cn FROM faq_options ORDER BY question_id, position, id',
  );
  const isAnswer = db
    .prepare<[number], number>('SELECT is_answer FROM members WHERE id = ?')
    .pluck();

  const load = () => {
    const options = optionRows.all();
    return questionRows.all().map((question) => ({
      question,
      options: options.filter((option) => option.question_id === question.id),
    }));
  };

  return {
    /** The questions in the reader's language, in order. */
    questions(lang: Lang) {
      return load().map(({ question, options }) => ({
        id: question.id,
        text: inLang(question, 'text', lang),
        kind: question.kind,
        required: question.required === 1,
        options: options.map((option) => ({ id: option.id, text: inLang(option, 'text', lang) })),
      }));
    },

    /** True once the member has answered (guests are never asked). */
    answered(memberId: number, visitorType: string): boolean {
      return visitorType === 'guest' || isAnswer.get(memberId) === 1;
    },

    /**
     * Checks the answers against the questions (field codes for each problem), then replaces the
     * member's answers and sets `is_answer` in one transaction.
     */
    answer(memberId: number, answers: FaqAnswers, now: Date) {
      const rules = load().map(({ question, options }) => ({
        id: question.id,
        required: question.required === 1,
        options: options.map((option) => option.id),
      }));
      const issues = faqAnswerIssues(rules, answers);
      const first = Object.values(issues)[0];
      if (first) throw new ApiError(first, {}, issues);
      writeTransaction(db, () => {
        db.prepare('DELETE FROM faq_answers WHERE member_id = ?').run(memberId);
        const insert = db.prepare(
          'INSERT INTO faq_answers (member_id, question_id, option_id, answered_at) VALUES (?, ?, ?, ?)',
        );
        for (const [questionId, optionId] of answeredEntries(answers))
          insert.run(memberId, questionId, optionId, now.toISOString());
        db.prepare('UPDATE members SET is_answer = 1 WHERE id = ?').run(memberId);
      });
      return { is_answer: true as const };
    },

    /** The member's stored answers: question id -> option id. */
    answersOf(memberId: number): Record<string, string> {
      const rows = db
        .prepare<[number], { question_id: string; option_id: string }>(
          'SELECT question_id, option_id FROM faq_answers WHERE member_id = ?',
        )
        .all(memberId);
      return Object.fromEntries(rows.map((row) => [row.question_id, row.option_id]));
    },
  };
}
