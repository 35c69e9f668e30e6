import type { ErrorCode } from '../errors/catalogue';

/** Kinds of FAQ question: one option out of a list. */
export const FAQ_QUESTION_KINDS = ['single'] as const;
export type FaqQuestionKind = (typeof FAQ_QUESTION_KINDS)[number];

/** What the answer check needs to know about a question: its id, whether it must be answered, its option ids. */
export interface FaqQuestionRule {
  id: string;
  required: boolean;
  options: readonly string[];
}

/** The member's answers: question id -> chosen option id. */
export type FaqAnswers = Readonly<Record<string, string>>;

/**
 * Checks a member's FAQ answers against the questions. Returns the problems per form field
 * (`answers.<question id>`), empty when the answers can be stored:
 * - a required question without an answer (missing or empty) is REQUIRED;
 * - an answer that is not one of the question's options is ANSWER_INVALID;
 * - an answer to a question that does not exist is ANSWER_INVALID.
 * An optional question may be left out or sent empty.
 */
export function faqAnswerIssues(
  questions: readonly FaqQuestionRule[],
  answers: FaqAnswers,
): Record<string, ErrorCode> {
  const issues: Record<string, ErrorCode> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const question of questions) {
    const answer = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (answer === undefined || answer === '') {
      if (question.required) issues[`answers.${question.id}`] = 'REQUIRED';
    } else if (!question.options.includes(answer)) {
      issues[`answers.${question.id}`] = 'ANSWER_INVALID';
    }
  }
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) issues[`answers.${id}`] = 'ANSWER_INVALID';
  }
  return issues;
}

/** The answers worth storing: the given, non-empty ones (after `faqAnswerIssues` found none). */
export const answeredEntries = (answers: FaqAnswers): [string, string][] =>
  Object.entries(answers).filter(([, option]) => option !== '');
