import { z } from 'zod';
import { faqAnswerIssues } from '../content/faqAnswers';
import type { FaqQuestionRule } from '../content/faqAnswers';

const FIELD_PREFIX = 'answers.';

/**
 * The FAQ form for these questions: `{ answers }`, one entry per question id, each the chosen
 * option id or left out. It checks with `faqAnswerIssues`, each issue on `answers.<question id>`,
 * and parses to the answers worth sending: answers to questions not asked are dropped (kept from
 * an earlier questionnaire, they would only be refused), as are empty ones.
 */
export const faqFormSchemaFor = (questions: readonly FaqQuestionRule[]) => {
  const asked = new Set(questions.map((question) => question.id));
  return z
    .object({ answers: z.record(z.string(), z.string().optional()) })
    .transform(({ answers }) => ({
      answers: Object.fromEntries(
        Object.entries(answers).filter(
          (entry): entry is [string, string] =>
            asked.has(entry[0]) && entry[1] !== undefined && entry[1] !== '',
        ),
      ),
    }))
    .superRefine(({ answers }, context) => {
      for (const [field, code] of Object.entries(faqAnswerIssues(questions, answers)))
        context.addIssue({
          code: 'custom',
          message: code,
          path: ['answers', field.slice(FIELD_PREFIX.length)],
        });
    });
};

/** What the FAQ form holds: the chosen option id per question id. */
export type FaqForm = z.input<ReturnType<typeof faqFormSchemaFor>>;
