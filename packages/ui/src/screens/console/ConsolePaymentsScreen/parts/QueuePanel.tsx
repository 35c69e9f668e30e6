import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../../components/loadable';
import type { PaymentsQueue } from '../paymentsTypes';
import { LoadError } from '../../shared/LoadError';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: ${({ theme }) => theme.space[300]} 0 0;
  list-style: none;
`;

/** How many placeholder items a loading queue shows: more than a phone's screen holds. */
const PLACEHOLDERS = 2;

export interface QueuePanelProps<T extends { id: number }> {
  queue: PaymentsQueue;
  /** The queue's items in the server's order, once they arrived. */
  items: Loadable<readonly T[]>;
  /** Draws one item. */
  renderItem: (item: T) => ReactNode;
  /** One item drawn with placeholder data, shown (as bars) while the queue loads. */
  placeholder: ReactNode;
  /** Loads the queue again after a failure. */
  onRetry: () => void;
}

/** One queue: placeholders while it loads, its failure with a retry, an empty queue, or its items. */
export function QueuePanel<T extends { id: number }>({
  queue,
  items,
  renderItem,
  placeholder,
  onRetry,
}: QueuePanelProps<T>) {
  const { t } = useTranslation();
  switch (items.status) {
    case 'loading':
      return (
        <SkeletonOutline label={t(`console.payments.loading.${queue}`)}>
          <Items>
            {Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index}>{placeholder}</li>
            ))}
          </Items>
        </SkeletonOutline>
      );
    case 'error':
      return (
        <LoadError
          title={t(`console.payments.loadError.${queue}`)}
          error={items.error}
          onRetry={onRetry}
        />
      );
    case 'ready':
      return items.data.length === 0 ? (
        <EmptyState
          icon="inbox"
          title={t(`console.payments.empty.${queue}.title`)}
          description={t(`console.payments.empty.${queue}.description`)}
        />
      ) : (
        <Items aria-label={t(`console.payments.list.${queue}`)}>
          {items.data.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </Items>
      );
    default:
      return items satisfies never;
  }
}
