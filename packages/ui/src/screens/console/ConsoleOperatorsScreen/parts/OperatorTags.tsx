import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '@carbonmarket/domain';
import type { OperatorRole } from '@carbonmarket/domain/contract';
import { Text } from '../../../../components/Typography/Text';
import type { OperatorStatus } from '../operatorsTypes';

/** A small pill on its tone's fill, as `StatusTag` draws the statuses of members' things. */
const Pill = styled(Text).attrs({ as: 'span', size: 'xs', weight: 'semibold' })<{
  $tone: StatusTone;
}>`
  display: inline-flex;
  align-items: center;
  flex: none;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space['050']} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  /* A status pair: the text's colour goes with the pill's fill. */
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  white-space: nowrap;
`;

/**
 * How each status reads: invited (waiting for the person to enrol), active, locked (wrong
 * sign-ins: an admin unlocks), disabled (for good).
 */
const STATUS_TONES: Record<OperatorStatus, StatusTone> = {
  invited: 'info',
  active: 'success',
  locked: 'warning',
  disabled: 'critical',
};

/** Where a staff member's account stands. */
export function OperatorStatusTag({ status }: { status: OperatorStatus }) {
  const { t } = useTranslation();
  return (
    <Pill $tone={STATUS_TONES[status]} data-tone={STATUS_TONES[status]}>
      {t(`console.operators.statuses.${status}`)}
    </Pill>
  );
}

/** A staff member's role: operator or admin; a fact rather than a state, so never coloured. */
export function OperatorRoleTag({ role }: { role: OperatorRole }) {
  const { t } = useTranslation();
  return <Pill $tone="neutral">{t(`console.operators.roles.${role}`)}</Pill>;
}

/** Marks the signed-in admin's own line. */
export function YouTag() {
  const { t } = useTranslation();
  return <Pill $tone="info">{t('console.operators.you')}</Pill>;
}
