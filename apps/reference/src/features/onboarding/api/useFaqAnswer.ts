import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { useNavigate } from '../../../lib/router/RouterContext';
import type { Locale } from '@carbonmarket/ui';
import type { FaqAnswers } from '@carbonmarket/ui/screens/onboarding/FaqScreen';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { useSessionStore } from '../../../lib/session/sessionContext';
import { href } from '../../../shared/routing/href';

/** Sends the answers; once stored, the session says so (`is_answer`) and home opens. */
export function useFaqAnswer(lang: Locale) {
  const session = useSessionStore();
  const navigate = useNavigate();
  return useMutation(
    endpointMutation(endpoints.faq.answer, {
      input: (answers: FaqAnswers) => ({ lang, answers }),
      onSuccess: () => {
        session.markFaqAnswered();
        void navigate(href('home'), { replace: true });
      },
    }),
  );
}
