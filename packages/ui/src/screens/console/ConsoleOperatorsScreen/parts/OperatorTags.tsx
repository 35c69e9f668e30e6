import { useTranslation } from 'react-i18next';
import type { StatusTone } from '@carbonmarket/domain';
import type { OperatorRole } from '@carbonmarket/domain/contract';
import { ConsolePill as Pill } from '../../shared/ConsolePill';
import type { OperatorStatus } from '../operatorsTypes';

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
