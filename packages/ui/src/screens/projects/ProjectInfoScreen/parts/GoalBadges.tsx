import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { SdgGoal } from '@carbonmarket/domain';
import { GOAL_COLOURS } from './goalColours';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* A span, so that a loading outline greys it like any other run of text. */
const Badge = styled.span<{ $background: string; $ink: string }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  box-sizing: border-box;
  height: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $background }) => $background};
  color: ${({ $ink }) => $ink};
`;

const GoalNumber = styled.span`
  flex: none;
  min-width: 2ch;
  text-align: center;
  font-family: ${({ theme }) => theme.font.family.numeric};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.xl};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  min-width: 0;
  overflow-wrap: break-word;
`;

/**
 * The UN Sustainable Development Goals a project supports, as tiles in two columns in the goals'
 * own colours, each with its number and name. Each tile is one image to assistive technology, named "Goal 13: Climate
 * action" in the reader's language.
 */
export function GoalBadges({ goals, label }: { goals: readonly SdgGoal[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Grid aria-label={label}>
      {goals.map((goal) => {
        const name = t(`projects.info.goals.names.${goal}`);
        const { background, ink } = GOAL_COLOURS[goal];
        return (
          <li key={goal}>
            <Badge
              role="img"
              aria-label={t('projects.info.goals.goal', { number: goal, name })}
              $background={background}
              $ink={ink}
            >
              <GoalNumber aria-hidden="true">{goal}</GoalNumber>
              <Name aria-hidden="true">{name}</Name>
            </Badge>
          </li>
        );
      })}
    </Grid>
  );
}
