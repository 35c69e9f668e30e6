import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@carbonmarket/domain';
import { List } from '../../../../components/List/List';
import type { ListStatus } from '../../../../components/List/List';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { CreditRetirement } from '../../shared/creditTypes';
import { Section, SectionTitle } from '../../shared/creditStyles';
import { PLACEHOLDER_RETIREMENT } from '../../shared/placeholders';
import { RetirementRow } from './RetirementRow';

/** The retirements loaded so far, a page at a time, and where the loading stands. */
export interface RetirementPages {
  /** The retirements of the pages loaded so far, newest first. */
  items: readonly CreditRetirement[];
  /** A page is loading (the first, or the next), or the last load failed. */
  status: ListStatus;
  /** Why the last load failed, from the catalogue. */
  error?: ErrorCode;
  /** Whether the server has more pages. */
  hasMore: boolean;
}

const Placeholders = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

export interface RetirementsSectionProps {
  retirements: RetirementPages;
  /** A retirement's certificate page. */
  certificateHref: (retirementId: number) => string;
  onReachBottom: () => void;
  onRetry: () => void;
  onRefresh?: () => Promise<void> | void;
}

/** The member's retirements, newest first, a page at a time, each with the way to its certificate. */
export function RetirementsSection({
  retirements,
  certificateHref,
  onReachBottom,
  onRetry,
  onRefresh,
}: RetirementsSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const firstLoadFailed = retirements.status === 'error' && retirements.items.length === 0;
  return (
    <Section aria-labelledby="credits-retirements">
      <SectionTitle level={2} id="credits-retirements">
        {t('credits.retirements.title')}
      </SectionTitle>
      {firstLoadFailed ? (
        <ErrorState
          title={t('credits.retirements.loadError')}
          message={retirements.error === undefined ? undefined : errorText(retirements.error)}
          icon={retirements.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      ) : (
        <List
          label={t('credits.retirements.label')}
          items={retirements.items}
          getKey={(retirement) => retirement.id}
          renderItem={(retirement) => (
            <RetirementRow
              retirement={retirement}
              certificateHref={certificateHref(retirement.id)}
            />
          )}
          status={retirements.status}
          hasMore={retirements.hasMore}
          onReachBottom={onReachBottom}
          onRetry={onRetry}
          onRefresh={onRefresh}
          gap="md"
          loading={
            <SkeletonOutline label={t('credits.retirements.loading')}>
              <Placeholders>
                <RetirementRow retirement={PLACEHOLDER_RETIREMENT} />
                <RetirementRow retirement={PLACEHOLDER_RETIREMENT} />
              </Placeholders>
            </SkeletonOutline>
          }
          empty={
            <EmptyState
              icon="leaf"
              title={t('credits.retirements.emptyTitle')}
              description={t('credits.retirements.emptyDescription')}
              headingLevel={3}
            />
          }
        />
      )}
    </Section>
  );
}
