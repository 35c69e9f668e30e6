import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { langParam } from '../lang';
import { issue, malformed } from '../../validation/fields';
import { FAQ_QUESTION_KINDS } from '../../content/faqAnswers';

/** One FAQ question in the reader's language. */
export const faqQuestionWire = z.object({
  /** Stable id: the key of its answer. */
  id: z.string(),
  text: z.string(),
  kind: z.enum(FAQ_QUESTION_KINDS),
  required: z.boolean(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});

const faqQuestions = defineEndpoint({
  name: 'faq.questions',
  method: 'GET',
  path: '/faq/questions',
  access: 'visitor',
  request: () => z.object({ lang: langParam }),
  response: () =>
    z.object({
      /** The viewer has answered already (guests: always true, they are never asked). */
      answered: z.boolean(),
      questions: z.array(faqQuestionWire),
    }),
  summary: 'The FAQ questionnaire a member answers once, in the language asked for.',
});

/** At most this many answers in one submission (the questionnaire is short). */
const MAX_ANSWERS = 50;

const faqAnswer = defineEndpoint({
  name: 'faq.answer',
  method: 'POST',
  path: '/faq/answer',
  access: 'member',
  request: () =>
    z.object(
      {
        lang: langParam,
        /** Question id -> chosen option id. */
        answers: z
          .record(z.string().max(64, issue('ANSWER_INVALID')), z.string(issue('ANSWER_INVALID')), {
            error: (problem) => (problem.input === undefined ? 'REQUIRED' : 'ANSWER_INVALID'),
          })
          .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, issue('ANSWER_INVALID')),
      },
      malformed,
    ),
  response: () => z.object({ is_answer: z.literal(true) }),
  errors: ['REQUIRED', 'ANSWER_INVALID'],
  summary:
    "Stores the member's FAQ answers and marks the questionnaire answered; field codes name each missing or invalid answer (`answers.<question id>`). Answering again replaces the answers.",
});

/** The faq endpoints, by action: `endpoints.faq.<action>`. */
export const faqEndpoints = {
  questions: faqQuestions,
  answer: faqAnswer,
} as const;
