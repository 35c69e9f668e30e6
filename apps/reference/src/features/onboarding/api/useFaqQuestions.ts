import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { ResponseOf } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/ui';
import type { FaqQuestion } from '@carbonmarket/ui/screens/onboarding/FaqScreen';
import { endpointQuery } from '../../../lib/query/endpointQuery';

type QuestionsReply = ResponseOf<typeof endpoints.faq.questions>;

/** The questionnaire as the screen shows it (choices' `text` become `label`). */
export const toFaqQuestions = (reply: QuestionsReply): FaqQuestion[] =>
  reply.questions.map((question) => ({
    id: question.id,
    text: question.text,
    required: question.required,
    options: question.options.map((option) => ({ id: option.id, label: option.text })),
  }));

/** The FAQ questions in the visitor's language, and whether they were answered already. */
export function useFaqQuestions(lang: Locale) {
  return useQuery(endpointQuery(endpoints.faq.questions, { lang }));
}
