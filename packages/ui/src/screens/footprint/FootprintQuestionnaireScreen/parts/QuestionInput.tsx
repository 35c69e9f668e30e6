import { useTranslation } from 'react-i18next';
import type { FootprintForm } from '@carbonmarket/domain/contract';
import type { FootprintAnswers } from '@carbonmarket/domain';
import { FormTextField } from '../../../../forms/FormTextField';
import { FormSelect } from '../../../../forms/FormSelect';
import type { FootprintQuestion } from '../footprintQuestion';

/** The field of one question: typed digits for a number, a list for a choice. */
export function QuestionInput({
  question,
  disabled,
}: {
  question: FootprintQuestion;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const name = question.id as keyof FootprintForm;
  if (question.kind === 'number') {
    return (
      <FormTextField<FootprintForm, FootprintAnswers>
        name={name}
        label={question.text}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        suffix={question.unit}
        hint={t('footprint.questionnaire.range', {
          min: question.min,
          max: question.max,
          unit: question.unit,
        })}
        required
        disabled={disabled}
      />
    );
  }
  return (
    <FormSelect<FootprintForm, FootprintAnswers>
      name={name}
      label={question.text}
      placeholder={t('footprint.questionnaire.choose')}
      options={question.options.map((option) => ({ value: option.id, label: option.text }))}
      required
      disabled={disabled}
    />
  );
}
