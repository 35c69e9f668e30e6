import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button/Button';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import type { AuditFilters } from '../auditTypes';
import { AuditFilterDialog } from './AuditFilterDialog';
import { actionLabel, targetLabel } from './auditLabels';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

const Shown = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[100]} 0 ${theme.space[100]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};

  & > :first-child {
    min-width: 0;
  }
  & > :last-child {
    flex: none;
  }
`;

/** The filters in force, each as the reader would name it. */
function useFilterLabels(filters: AuditFilters): string[] {
  const { t } = useTranslation();
  const labels: string[] = [];
  if (filters.operatorId !== undefined)
    labels.push(t('console.audit.filters.operator', { id: filters.operatorId }));
  if (filters.action !== undefined) labels.push(actionLabel(t, filters.action));
  if (filters.targetType !== undefined)
    labels.push(
      targetLabel(t, { targetType: filters.targetType, targetId: filters.targetId ?? null }) ?? '',
    );
  else if (filters.targetId !== undefined)
    labels.push(t('console.audit.filters.targetIdOnly', { id: filters.targetId }));
  return labels;
}

export interface AuditHeaderProps {
  filters: AuditFilters;
  onFilter: (filters: AuditFilters) => void;
}

/**
 * The trail's heading with its Filter button, the line saying entries are never edited or
 * deleted, and, while filters are in force, what they are with the way to clear them.
 */
export function AuditHeader({ filters, onFilter }: AuditHeaderProps) {
  const { t } = useTranslation();
  const labels = useFilterLabels(filters);
  return (
    <Header>
      <TitleRow>
        <Heading level={2} size="xl" weight="bold">
          {t('console.audit.heading')}
        </Heading>
        <AuditFilterDialog filters={filters} onFilter={onFilter} />
      </TitleRow>
      <Text size="sm" tone="secondary">
        {t('console.audit.readOnly')}
      </Text>
      {labels.length === 0 ? null : (
        <Shown>
          <Text size="sm" breakAnywhere>
            {t('console.audit.filters.shown', { filters: labels.join(' · ') })}
          </Text>
          <Button variant="plain" size="sm" onClick={() => onFilter({})}>
            {t('console.audit.filters.clear')}
          </Button>
        </Shown>
      )}
    </Header>
  );
}
