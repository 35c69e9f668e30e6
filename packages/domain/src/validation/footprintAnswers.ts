import { z } from 'zod';
import { issue, malformed } from './fields';
import { DIETS, TRANSPORT_MODES } from '../footprint/factors';
import { FOOTPRINT_QUESTIONS } from '../footprint/questions';
import type { NumberQuestion } from '../footprint/questions';

const required = issue('REQUIRED');
const invalid = issue('ANSWER_INVALID');
/** Missing is REQUIRED; present but of the wrong type is ANSWER_INVALID. */
const missingOrInvalid = {
  error: (problem: { input: unknown }) =>
    problem.input === undefined ? 'REQUIRED' : 'ANSWER_INVALID',
};

/** Bounds of a number question, looked up in the questionnaire so they are written once. */
const boundsOf = (id: string) => {
  const question = FOOTPRINT_QUESTIONS.find(
    (q): q is Extract<(typeof FOOTPRINT_QUESTIONS)[number], NumberQuestion> =>
      q.id === id && q.kind === 'number',
  );
  if (!question) throw new Error(`No number question ${id}`);
  return question;
};

/**
 * A whole number answer between the question's bounds, typed (text) or sent as a JSON number.
 * Missing or empty is REQUIRED; anything else out of shape or range is ANSWER_INVALID.
 */
const wholeNumberAnswer = (id: string) => {
  const { min, max } = boundsOf(id);
  return z
    .union([z.number(), z.string()], missingOrInvalid)
    .transform((value, ctx): number => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: 'REQUIRED' });
        return z.NEVER;
      }
      if (!/^\d{1,9}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'ANSWER_INVALID' });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number().int(invalid).min(min, invalid).max(max, invalid));
};

const choiceAnswer = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .string(missingOrInvalid)
    .trim()
    .min(1, { ...required, abort: true })
    .pipe(z.enum(options, invalid));

/**
 * The footprint questionnaire's answers, with a field code for every wrong or missing one. Its
 * output is the rules' `FootprintAnswers` (the footprint tests check both stay the same).
 */
export const footprintAnswersSchema = z.object(
  {
    householdKwh: wholeNumberAnswer('householdKwh'),
    householdSize: wholeNumberAnswer('householdSize'),
    transportMode: choiceAnswer(TRANSPORT_MODES),
    weeklyKm: wholeNumberAnswer('weeklyKm'),
    shortFlights: wholeNumberAnswer('shortFlights'),
    longFlights: wholeNumberAnswer('longFlights'),
    diet: choiceAnswer(DIETS),
  },
  malformed,
);

/** The questionnaire as a form holds it: every answer as text (digits typed, an option's id). */
export type FootprintForm = Record<keyof z.input<typeof footprintAnswersSchema>, string>;
