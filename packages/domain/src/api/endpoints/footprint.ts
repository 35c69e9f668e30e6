import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { langParam } from '../lang';
import { instantWire, tonsWire } from '../wire';
import { footprintAnswersSchema } from '../../validation/footprintAnswers';
import { FOOTPRINT_SECTIONS } from '../../footprint/questions';

const sectionWire = z.enum(FOOTPRINT_SECTIONS);

/** One footprint question in the reader's language: a whole number in a range, or one option. */
export const footprintQuestionWire = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('number'),
    id: z.string(),
    section: sectionWire,
    text: z.string(),
    min: z.number().int(),
    max: z.number().int(),
    unit: z.string(),
  }),
  z.object({
    kind: z.literal('single'),
    id: z.string(),
    section: sectionWire,
    text: z.string(),
    options: z.array(z.object({ id: z.string(), text: z.string() })),
  }),
]);

/** A footprint result: yearly t CO2e as decimal text, with what to compare and what to buy. */
export const footprintResultWire = z.object({
  /** The member's estimated emissions per year. */
  tonsPerYear: tonsWire,
  breakdown: z.object(
    Object.fromEntries(FOOTPRINT_SECTIONS.map((section) => [section, tonsWire])) as Record<
      (typeof FOOTPRINT_SECTIONS)[number],
      typeof tonsWire
    >,
  ),
  /** What an average person in Singapore emits per year. */
  singaporeAverage: tonsWire,
  /** What an average person in the world emits per year. */
  worldAverage: tonsWire,
  /** Whole tons of credits that offset a year of the member's emissions. */
  offsetTons: tonsWire,
  submittedAt: instantWire,
});

const footprintQuestions = defineEndpoint({
  name: 'footprint.questions',
  method: 'GET',
  path: '/footprint/questions',
  access: 'visitor',
  request: () => z.object({ lang: langParam }),
  response: () => z.object({ questions: z.array(footprintQuestionWire) }),
  summary:
    'The carbon-footprint questionnaire: home energy, transport, flights and diet; guests may take it too.',
});

const footprintSubmit = defineEndpoint({
  name: 'footprint.submit',
  method: 'POST',
  path: '/footprint/submit',
  access: 'visitor',
  request: () => footprintAnswersSchema.extend({ lang: langParam }),
  response: () => footprintResultWire,
  errors: ['REQUIRED', 'ANSWER_INVALID'],
  summary:
    "Estimates the visitor's yearly footprint from the answers, stores it under the session's account (a guest's lasts as long as the guest session) and answers the result.",
});

const footprintResult = defineEndpoint({
  name: 'footprint.result',
  method: 'GET',
  path: '/footprint/result',
  access: 'visitor',
  request: () => z.object({ lang: langParam }),
  response: () => z.object({ result: footprintResultWire.nullable() }),
  summary:
    "The visitor's latest footprint result (a member's is kept; a guest's belongs to the guest session), or null before the first questionnaire.",
});

/** The footprint endpoints, by action: `endpoints.footprint.<action>`. */
export const footprintEndpoints = {
  questions: footprintQuestions,
  submit: footprintSubmit,
  result: footprintResult,
} as const;
