import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Text } from '../../../../components/Typography/Text';
import { formatDate, formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import { Actions, useItemActions } from '../../shared/itemActions';
import type { Operator } from '../operatorsTypes';
import { ReasonActionDialog } from '../../shared/ReasonActionDialog';
import { OperatorRoleTag, OperatorStatusTag, YouTag } from './OperatorTags';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
`;

export interface OperatorItemProps {
  operator: Operator;
  /** The signed-in admin's own line: it cannot be disabled from here. */
  self: boolean;
  /** The screen is acting on this staff member: the button confirmed shows busy, the others wait. */
  busy: boolean;
  onReenrol: (reason: string) => void;
  onDisable: (reason: string) => void;
  onUnlock: (reason: string) => void;
}

/**
 * A member of the staff: name, e-mail, role and where their account stands, when they last signed
 * in and when they were added. Re-enrol (a lost phone: a new link), Unlock (only when locked) and
 * Disable (for good, never one's own account) each ask for a reason; a disabled account has none.
 */
export function OperatorItem({
  operator,
  self,
  busy,
  onReenrol,
  onDisable,
  onUnlock,
}: OperatorItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const locked = operator.status === 'locked';
  const actions = useItemActions<'reenrol' | 'disable' | 'unlock'>(
    busy,
    locked ? 'unlock' : 'reenrol',
  );
  const name = { name: operator.name };
  return (
    <Card
      title={operator.name}
      headingLevel={3}
      extra={<OperatorStatusTag status={operator.status} />}
    >
      <Text size="sm" tone="secondary" breakAnywhere>
        {operator.email}
      </Text>
      <Tags>
        <OperatorRoleTag role={operator.role} />
        {self ? <YouTag /> : null}
      </Tags>
      <FactRows
        facts={[
          {
            key: 'lastSignIn',
            term: t('console.operators.lastSignIn'),
            detail: (
              <span>
                {operator.lastSignInAt === null
                  ? t('console.operators.never')
                  : formatDateTime(operator.lastSignInAt, locale)}
              </span>
            ),
          },
          {
            key: 'added',
            term: t('console.operators.added'),
            detail: <span>{formatDate(operator.createdAt, locale)}</span>,
          },
        ]}
      />
      {operator.status === 'disabled' ? null : (
        <Actions>
          <ReasonActionDialog
            {...actions.stateOf('reenrol')}
            change="reenrolOperator"
            label={t('console.operators.reenrol.action')}
            title={t('console.operators.reenrol.title', name)}
            message={t('console.operators.reenrol.message', name)}
            confirmLabel={t('console.operators.reenrol.confirm')}
            onConfirm={(reason) => {
              actions.choose('reenrol');
              onReenrol(reason);
            }}
          />
          {self ? null : (
            <ReasonActionDialog
              {...actions.stateOf('disable')}
              change="disableOperator"
              label={t('console.operators.disable.action')}
              title={t('console.operators.disable.title', name)}
              message={t('console.operators.disable.message', name)}
              confirmLabel={t('console.operators.disable.confirm')}
              critical
              onConfirm={(reason) => {
                actions.choose('disable');
                onDisable(reason);
              }}
            />
          )}
          {locked ? (
            <ReasonActionDialog
              {...actions.stateOf('unlock')}
              change="unlockOperator"
              label={t('console.operators.unlock.action')}
              variant="primary"
              title={t('console.operators.unlock.title', name)}
              message={t('console.operators.unlock.message', name)}
              confirmLabel={t('console.operators.unlock.confirm')}
              onConfirm={(reason) => {
                actions.choose('unlock');
                onUnlock(reason);
              }}
            />
          ) : null}
        </Actions>
      )}
    </Card>
  );
}
