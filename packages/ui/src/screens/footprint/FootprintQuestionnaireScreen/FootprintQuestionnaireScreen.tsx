import styled from 'styled-components';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FOOTPRINT_SECTIONS } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, FootprintAnswers } from '@carbonmarket/domain';
import { footprintAnswersSchema } from '@carbonmarket/domain/contract';
import type { FootprintForm } from '@carbonmarket/domain/contract';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { Button } from '../../../components/Button/Button';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { Heading } from '../../../components/Typography/Heading';
import type { Loadable } from '../../../components/loadable';
import { Form } from '../../../forms/Form';
import { useDomainForm } from '../../../forms/useDomainForm';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { QuestionInput } from './parts/QuestionInput';
import type { FootprintQuestion } from './footprintQuestion';

export type {
  FootprintChoiceQuestion,
  FootprintNumberQuestion,
  FootprintQuestion,
} from './footprintQuestion';

/**
 * The answers' schema as the form uses it: the schema reads numbers sent as JSON numbers or typed
 * text, and the form only ever holds text, a part of what it reads (hence the narrowing cast).
 */
const formSchema = footprintAnswersSchema as unknown as z.ZodType<
  FootprintAnswers,
  Partial<FootprintForm>
>;

const NO_QUESTIONS: readonly FootprintQuestion[] = [];
const BLANK: FootprintForm = {
  householdKwh: '',
  householdSize: '',
  transportMode: '',
  weeklyKm: '',
  shortFlights: '',
  longFlights: '',
  diet: '',
};

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The legend keeps the fieldset's name for assistive technology; the heading draws it. */
const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[200]};
`;

export interface FootprintQuestionnaireScreenProps {
  /** The questions in the reader's language: loading (placeholders), failed (a retry), or ready. */
  questions: Loadable<readonly FootprintQuestion[]>;
  /** Loads the questions again after a failure. */
  onRetry: () => void;
  /** Called with the answers once every one passes the domain's schema. */
  onSubmit: (answers: FootprintAnswers) => void;
  /** The answers are being sent: the button is busy and the fields disabled. @default false */
  submitting?: boolean;
  /** Why sending failed, as a catalogue code: on its field, or in the banner. */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  /** The refusal's codes per answer. */
  fieldErrors?: FieldErrors;
  /** Answers to start from (the last ones typed, kept by the app). */
  defaultAnswers?: Partial<FootprintForm>;
  onBack: () => void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * The carbon-footprint questionnaire on one page: the questions grouped under home energy,
 * transport, flights and diet, numbers typed with their unit and allowed range, choices from a
 * list. The domain's schema checks the answers on submit; the first wrong one gets focus.
 */
export function FootprintQuestionnaireScreen({
  questions,
  onRetry,
  onSubmit,
  submitting = false,
  error,
  errorParams,
  fieldErrors,
  defaultAnswers,
  onBack,
  locale,
  onLocaleChange,
}: FootprintQuestionnaireScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useDomainForm<FootprintForm, FootprintAnswers>(formSchema, {
    ...BLANK,
    ...defaultAnswers,
  });
  const list = questions.status === 'ready' ? questions.data : NO_QUESTIONS;
  const flagged = Object.keys(form.formState.errors).length;

  const body = () => {
    switch (questions.status) {
      case 'loading':
        return (
          <Loading role="status" aria-label={t('feedback.skeleton.label')}>
            <Skeleton label={null} width="70%" height={28} />
            <Skeleton label={null} lines={2} />
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} label={null} variant="rect" height={96} radius={12} />
            ))}
          </Loading>
        );
      case 'error':
        return (
          <ErrorState
            title={t('footprint.questionnaire.loadError')}
            message={questions.error === undefined ? undefined : errorText(questions.error)}
            icon={questions.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        );
      case 'ready':
        return (
          <Form
            form={form}
            onSubmit={onSubmit}
            busy={submitting}
            error={error}
            errorParams={errorParams}
            fieldErrors={fieldErrors}
            message={
              flagged > 0 ? t('footprint.questionnaire.missing', { count: flagged }) : undefined
            }
            title={t('footprint.questionnaire.heading')}
            description={t('footprint.questionnaire.description')}
            actions={
              <Button type="submit" fullWidth loading={submitting}>
                {t('footprint.questionnaire.submit')}
              </Button>
            }
          >
            {FOOTPRINT_SECTIONS.map((section) => {
              const asked = list.filter((question) => question.section === section);
              if (asked.length === 0) return null;
              return (
                <Section key={section}>
                  <Legend>
                    <Heading level={2} size="md" weight="semibold">
                      {t(`footprint.sections.${section}`)}
                    </Heading>
                  </Legend>
                  {asked.map((question) => (
                    <QuestionInput key={question.id} question={question} disabled={submitting} />
                  ))}
                </Section>
              );
            })}
          </Form>
        );
      default:
        return questions satisfies never;
    }
  };

  return (
    <Page
      navBar={
        <NavBar
          title={t('footprint.questionnaire.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
    >
      {body()}
    </Page>
  );
}
