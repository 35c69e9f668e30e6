import type { TFunction } from 'i18next';
import type { AuditEvent, AuditTargetType } from '../auditTypes';
import { knownAction } from './auditActions';

/** An action's label in the reader's language; an action the console does not know, as it is. */
export function actionLabel(t: TFunction, name: string): string {
  const action = knownAction(name);
  return action === undefined ? name : t(`console.audit.actions.${action}`);
}

/** A kind of target, alone ("Withdrawal"). */
export const targetTypeLabel = (t: TFunction, type: AuditTargetType): string =>
  t(`console.audit.targetTypes.${type}`);

/** What an entry acted on ("Withdrawal #80"), or undefined for an action on many rows at once. */
export function targetLabel(
  t: TFunction,
  { targetType, targetId }: Pick<AuditEvent, 'targetType' | 'targetId'>,
): string | undefined {
  if (targetType === null) return undefined;
  const type = targetTypeLabel(t, targetType);
  return targetId === null ? type : t('console.audit.entry.targetOf', { type, id: targetId });
}
