import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../icons/Icon';
import type { FaqQuestion } from '../faqQuestion';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';

const Root = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.border.critical : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const Question = styled(Heading)`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

const RequiredTag = styled.span`
  flex: none;
  padding: ${({ theme }) => `${theme.space['050']} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.size.controlHeight};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.primary)};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.bg.fillBrand};
    background: ${({ theme }) => theme.color.bg.fillBrandSubtle};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Radio = styled.input`
  flex: none;
  width: ${({ theme }) => theme.size.iconMd};
  height: ${({ theme }) => theme.size.iconMd};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.bg.fillBrand};
  cursor: inherit;

  &:focus-visible {
    outline: none;
  }
`;

const ErrorLine = styled(Text)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

export interface QuestionFieldProps {
  /** The question and its choices. */
  question: FaqQuestion;
  /** Its place in the questionnaire, from 1. */
  number: number;
  /** The id of the chosen option. */
  value: string | undefined;
  /** Called with the id of the option picked. */
  onChange: (optionId: string) => void;
  /** Shows "Please choose an answer" and marks the group invalid. */
  invalid: boolean;
  /** Disables every option. */
  disabled: boolean;
}

/** One question as a group of radio buttons (one tab stop, arrow keys choose). */
export function QuestionField({
  question,
  number,
  value,
  onChange,
  invalid,
  disabled,
}: QuestionFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const questionId = `${id}-question`;
  const errorId = `${id}-error`;
  return (
    <Root $invalid={invalid}>
      <Question id={questionId} level={3} size="md" weight="semibold" breakAnywhere>
        <span>{`${number}. ${question.text}`}</span>
        {question.required ? (
          <RequiredTag aria-hidden>{t('onboarding.faq.required')}</RequiredTag>
        ) : null}
      </Question>
      <Options
        role="radiogroup"
        aria-labelledby={questionId}
        aria-required={question.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        {question.options.map((option) => (
          <Option key={option.id} $disabled={disabled}>
            <Radio
              type="radio"
              name={`${id}-answer`}
              value={option.id}
              checked={value === option.id}
              disabled={disabled}
              onChange={() => onChange(option.id)}
            />
            <span>{option.label}</span>
          </Option>
        ))}
      </Options>
      {invalid ? (
        <ErrorLine id={errorId} size="sm" tone="critical">
          <Icon name="error" size={16} />
          <span>{t('onboarding.faq.answerRequired')}</span>
        </ErrorLine>
      ) : null}
    </Root>
  );
}
