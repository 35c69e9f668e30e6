import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { SDG_GOALS } from '@carbonmarket/domain';
import type { ProjectFormValues } from '@carbonmarket/domain/contract';
import { Checkbox } from '../../../../components/Checkbox/Checkbox';

const Goals = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[200]};
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The UN goals a project supports: one box per goal, by its number and name. */
export function GoalsField<O>({ control }: { control: Control<ProjectFormValues, unknown, O> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'sdgs' });
  const chosen = new Set(field.value);
  return (
    <Goals>
      <Legend>{t('console.projects.form.fields.sdgs')}</Legend>
      {SDG_GOALS.map((goal) => {
        const value = String(goal);
        return (
          <Checkbox
            key={goal}
            label={t('projects.info.goals.goal', {
              number: goal,
              name: t(`projects.info.goals.names.${goal}`),
            })}
            checked={chosen.has(value)}
            onChange={(ticked) =>
              field.onChange(
                ticked ? [...field.value, value] : field.value.filter((kept) => kept !== value),
              )
            }
          />
        );
      })}
    </Goals>
  );
}
