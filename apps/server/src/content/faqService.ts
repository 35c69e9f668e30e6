import { answeredEntries, faqAnswerIssues } from '@carbonmarket/domain';
import type { FaqAnswers } from '@carbonmarket/domain';
import type { Lang } from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
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
export function createFaqService(data: Data) {
  const load = async () => {
    const options: OptionRow[] = await data
      .q()
      .selectFrom('faq_options')
      .select(['question_id', 'id', 'text_en', 'text_cn'])
      .orderBy('question_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const questions: QuestionRow[] = await data
      .q()
      .selectFrom('faq_questions')
      .select(['id', 'kind', 'required', 'text_en', 'text_cn'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    return questions.map((question) => ({
      question,
      options: options.filter((option) => option.question_id === question.id),
    }));
  };

  return {
    /** The questions in the reader's language, in order. */
    async questions(lang: Lang) {
      return (await load()).map(({ question, options }) => ({
        id: question.id,
        text: inLang(question, 'text', lang),
        kind: question.kind,
        required: question.required === 1,
        options: options.map((option) => ({ id: option.id, text: inLang(option, 'text', lang) })),
      }));
    },

    /** True once the member has answered (guests are never asked). */
    async answered(memberId: number, visitorType: string): Promise<boolean> {
      if (visitorType === 'guest') return true;
      const row = await data
        .q()
        .selectFrom('members')
        .select('is_answer')
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.is_answer === 1;
    },

    /**
     * Checks the answers against the questions (field codes for each problem), then replaces the
     * member's answers and sets `is_answer` in one transaction.
     */
    async answer(memberId: number, answers: FaqAnswers, now: Date) {
      const rules = (await load()).map(({ question, options }) => ({
        id: question.id,
        required: question.required === 1,
        options: options.map((option) => option.id),
      }));
      const issues = faqAnswerIssues(rules, answers);
      const first = Object.values(issues)[0];
      if (first) throw new ApiError(first, {}, issues);
      await data.transaction(async (q) => {
        await q.deleteFrom('faq_answers').where('member_id', '=', memberId).execute();
        const rows = answeredEntries(answers).map(([questionId, optionId]) => ({
          member_id: memberId,
          question_id: questionId,
          option_id: optionId,
          answered_at: now.toISOString(),
        }));
        if (rows.length > 0) await q.insertInto('faq_answers').values(rows).execute();
        await q.updateTable('members').set({ is_answer: 1 }).where('id', '=', memberId).execute();
      });
      return { is_answer: true as const };
    },

    /** The member's stored answers: question id -> option id. */
    async answersOf(memberId: number): Promise<Record<string, string>> {
      const rows = await data
        .q()
        .selectFrom('faq_answers')
        .select(['question_id', 'option_id'])
        .where('member_id', '=', memberId)
        .orderBy('question_id')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.question_id, row.option_id]));
    },
  };
}
