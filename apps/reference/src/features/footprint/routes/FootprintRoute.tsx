import { useQuery } from '@tanstack/react-query';
import { FootprintQuestionnaireScreen } from '@carbonmarket/ui/screens/footprint/FootprintQuestionnaireScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useNavigate } from '../../../lib/router/RouterContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { loadableOf } from '../../../shared/data/loadable';
import { href } from '../../../shared/routing/href';
import { useBack } from '../../../shared/routing/useBack';
import { footprintQuestionsQuery } from '../api/footprintQueries';
import { useFootprintSubmit } from '../api/useFootprintSubmit';

/**
 * `/pages/profile/footprint`: the carbon-footprint questionnaire, for members and guests. Once the
 * answers are estimated the result replaces the questionnaire in the history, so Back from the
 * result returns to where the questionnaire was opened from.
 */
export function FootprintRoute() {
  const { locale, setLocale } = useLanguage();
  const navigate = useNavigate();
  const back = useBack();
  const questions = useQuery(footprintQuestionsQuery(locale));
  const submit = useFootprintSubmit(locale, () =>
    navigate(href('footprintResult'), { replace: true }),
  );
  const error = screenErrorOf(submit.error);
  return (
    <FootprintQuestionnaireScreen
      questions={loadableOf(questions, (data) => data.questions)}
      onRetry={() => void questions.refetch()}
      onSubmit={(answers) => {
        if (!submit.isPending) submit.mutate(answers);
      }}
      submitting={submit.isPending}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
      onBack={back}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
