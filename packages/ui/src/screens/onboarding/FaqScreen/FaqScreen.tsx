import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { FormLayout } from '../../../components/FormLayout/FormLayout';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Loadable } from '../../types';
import { QuestionField } from './parts/QuestionField';
import type { FaqAnswers, FaqQuestion } from './faqQuestion';

export type { FaqAnswers, FaqOption, FaqQuestion } from './faqQuestion';

const Progress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-variant-numeric: tabular-nums;
`;

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

/**
 * The questionnaire a member answers once before using the app: one single-choice group per
 * question, required ones checked on submit (the first unanswered one gets focus).
 */
export function FaqScreen({
  questions,
  onRetry,
  onSubmit,
  submitting = false,
  error,
  defaultAnswers = {},
  onBack,
}: FaqScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [answers, setAnswers] = useState<FaqAnswers>(defaultAnswers);
  const [attempted, setAttempted] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const rootRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (failedAttempts === 0) return;
    rootRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"] input')?.focus();
  }, [failedAttempts]);

  const list = questions.status === 'ready' ? questions.data : [];
  const missing = list.filter(
    (question) => question.required && answers[question.id] === undefined,
  );
  const answered = list.filter((question) => answers[question.id] !== undefined).length;

  const submit = () => {
    if (submitting) return;
    setAttempted(true);
    if (missing.length > 0) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    onSubmit(answers);
  };

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
          <div ref={rootRef}>
            <FormLayout
              title={t('onboarding.faq.heading')}
              description={t('onboarding.faq.description')}
              error={
                error !== undefined
                  ? errorText(error)
                  : attempted && missing.length > 0
                    ? t('onboarding.faq.missing', { count: missing.length })
                    : undefined
              }
              onSubmit={submit}
              actions={
                <Button type="submit" fullWidth loading={submitting}>
                  {t('onboarding.faq.submit')}
                </Button>
              }
            >
              <Progress>{t('onboarding.faq.progress', { answered, total: list.length })}</Progress>
              {list.map((question, index) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  number={index + 1}
                  value={answers[question.id]}
                  onChange={(optionId) =>
                    setAnswers((current) => ({ ...current, [question.id]: optionId }))
                  }
                  invalid={attempted && question.required && answers[question.id] === undefined}
                  disabled={submitting}
                />
              ))}
            </FormLayout>
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
