import { useQuery } from '@tanstack/react-query';
import { faqQuestions } from '@carbonmarket/domain';
import type { ResponseOf } from '@carbonmarket/domain';
import type { FaqQuestion, Locale } from '@carbonmarket/ui';
import { api } from '../../../lib/api/api';
import { queryKeys } from '../../../lib/query/queryKeys';

type QuestionsReply = ResponseOf<typeof faqQuestions>;

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
  return useQuery({
    queryKey: queryKeys.faqQuestions(lang),
    queryFn: ({ signal }) => api.call(faqQuestions, { lang }, { signal }),
  });
}
