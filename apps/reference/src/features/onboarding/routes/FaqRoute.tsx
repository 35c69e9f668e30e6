import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router/RouterContext';
import { FaqScreen } from '@carbonmarket/ui/screens/onboarding/FaqScreen';
import type { Loadable } from '@carbonmarket/ui';
import type { FaqQuestion } from '@carbonmarket/ui/screens/onboarding/FaqScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useSession, useSessionStore } from '../../../lib/session/sessionContext';
import { useFaqQuestions, toFaqQuestions } from '../api/useFaqQuestions';
import { useFaqAnswer } from '../api/useFaqAnswer';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { useBack } from '../../../shared/routing/useBack';
import { href } from '../../../shared/routing/href';

/**
 * `/pages/index/faq`: the questionnaire a member answers once. Answering marks the session
 * (`is_answer`) and opens home; a member who must answer gets no back button.
 */
export function FaqRoute() {
  const { locale } = useLanguage();
  const { isAnswer } = useSession();
  const session = useSessionStore();
  const navigate = useNavigate();
  const questions = useFaqQuestions(locale);
  const answer = useFaqAnswer(locale);
  const onBack = useBack();
  const answered = questions.data?.answered === true;

  // Answered on another device: nothing to ask here.
  useEffect(() => {
    if (!answered) return;
    session.markFaqAnswered();
    void navigate(href('home'), { replace: true });
  }, [answered, session, navigate]);

  const loadable: Loadable<readonly FaqQuestion[]> = questions.isSuccess
    ? { status: 'ready', data: toFaqQuestions(questions.data) }
    : questions.isError
      ? { status: 'error', error: screenErrorOf(questions.error)?.code }
      : { status: 'loading' };
  return (
    <FaqScreen
      questions={loadable}
      onRetry={() => void questions.refetch()}
      onSubmit={(answers) => {
        if (!answer.isPending) answer.mutate(answers);
      }}
      submitting={answer.isPending}
      error={screenErrorOf(answer.error)?.code}
      {...(isAnswer ? { onBack } : {})}
    />
  );
}
