import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { faqFormSchemaFor } from '@carbonmarket/domain/contract';
import type { ErrorCode } from '@carbonmarket/domain';
import type { FaqForm } from '@carbonmarket/domain/contract';

import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Loadable } from '../../../components/loadable';
import { Form } from '../../../forms/Form';
import { useDomainForm } from '../../../forms/useDomainForm';
import { useBoundField } from '../../../forms/useBoundField';
import { QuestionField } from './parts/QuestionField';
import type { FaqAnswers, FaqQuestion } from './faqQuestion';
import { Text } from '../../../components/Typography/Text';

export type { FaqAnswers, FaqOption, FaqQuestion } from './faqQuestion';

const NO_ANSWERS: FaqAnswers = {};
type FaqFormOutput = { answers: FaqAnswers };
const NO_QUESTIONS: readonly FaqQuestion[] = [];

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

export interface FaqScreenProps {
  /** The questions: loading (skeletons), failed (a retry), or ready. */
  questions: Loadable<readonly FaqQuestion[]>;
  /** Loads the questions again after a failure. */
  onRetry: () => void;
  /** Called with the answers once every required question is answered. */
  onSubmit: (answers: FaqAnswers) => void;
  /** The answers are being sent: the button is busy and the choices disabled. @default false */
  submitting?: boolean;
  /** Why sending the answers failed, as a catalogue code; shown in a banner. */
  error?: ErrorCode;
  /** Answers to start from (e.g. kept from an earlier attempt). */
  defaultAnswers?: FaqAnswers;
  /** Shows a back button that calls this (members who must answer get none). */
  onBack?: () => void;
}

/** One question bound to the form: its answer, and whether the schema flags it. */
function FormQuestionField({
  question,
  number,
  disabled,
}: {
  question: FaqQuestion;
  number: number;
  disabled: boolean;
}) {
  const { onChange, text, code } = useBoundField<FaqForm, FaqFormOutput, string | undefined>({
    name: `answers.${question.id}`,
  });
  return (
    <QuestionField
      question={question}
      number={number}
      value={text === '' ? undefined : text}
      onChange={onChange}
      invalid={code !== undefined}
      disabled={disabled}
    />
  );
}

/**
 * The questionnaire a member answers once before using the app: one single-choice group per
 * question, checked on submit by the domain's FAQ schema (the first unanswered one gets focus).
 */
export function FaqScreen({
  questions,
  onRetry,
  onSubmit,
  submitting = false,
  error,
  defaultAnswers = NO_ANSWERS,
  onBack,
}: FaqScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = questions.status === 'ready' ? questions.data : NO_QUESTIONS;
  const schema = useMemo(
    () =>
      faqFormSchemaFor(
        list.map((question) => ({
          id: question.id,
          required: question.required,
          options: question.options.map((option) => option.id),
        })),
      ),
    [list],
  );
  const form = useDomainForm<FaqForm, FaqFormOutput>(schema, { answers: defaultAnswers });
  const answers = useWatch({ control: form.control, name: 'answers' });
  const answered = list.filter((question) => answers[question.id] !== undefined).length;
  const flagged = Object.keys(form.formState.errors.answers ?? {}).length;

  const body = () => {
    switch (questions.status) {
      case 'loading':
        return (
          <Loading role="status" aria-label={t('feedback.skeleton.label')}>
            <Skeleton label={null} width="70%" height={28} />
            <Skeleton label={null} lines={2} />
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} label={null} variant="rect" height={176} radius={12} />
            ))}
          </Loading>
        );
      case 'error':
        return (
          <ErrorState
            title={t('onboarding.faq.loadError')}
            message={questions.error === undefined ? undefined : errorText(questions.error)}
            icon={questions.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        );
      case 'ready':
        if (list.length === 0) {
          return (
            <EmptyState
              icon="success"
              title={t('onboarding.faq.emptyTitle')}
              description={t('onboarding.faq.emptyDescription')}
              actionLabel={t('onboarding.faq.emptyAction')}
              onAction={() => onSubmit({})}
            />
          );
        }
        return (
          <div>
            <Form
              form={form}
              onSubmit={(data) => onSubmit(data.answers)}
              busy={submitting}
              error={error}
              message={flagged > 0 ? t('onboarding.faq.missing', { count: flagged }) : undefined}
              title={t('onboarding.faq.heading')}
              description={t('onboarding.faq.description')}
              actions={
                <Button type="submit" fullWidth loading={submitting}>
                  {t('onboarding.faq.submit')}
                </Button>
              }
            >
              <Text size="sm" tone="secondary" tabularNumbers>
                {t('onboarding.faq.progress', { answered, total: list.length })}
              </Text>
              {list.map((question, index) => (
                <FormQuestionField
                  key={question.id}
                  question={question}
                  number={index + 1}
                  disabled={submitting}
                />
              ))}
            </Form>
          </div>
        );
      default:
        return questions satisfies never;
    }
  };

  return (
    <Page navBar={<NavBar title={t('onboarding.faq.title')} onBack={onBack} />}>{body()}</Page>
  );
}
