import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@carbonmarket/domain';
import { Button } from '../../../../components/Button/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import type { Loadable } from '../../../../components/loadable';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useErrorText } from '../../../../i18n/useErrorText';
import { useLocale } from '../../../../i18n/useLocale';
import { ItemList } from '../../shared/PlaceholderItems';

/** A published post as the list shows it. */
export type RecentNewsItem = Pick<NewsItem, 'id' | 'title' | 'publishedAt'>;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Words = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['050']};
  min-width: 0;
`;

/** The line's button keeps its own width, whatever the title's length. */
const ActionSlot = styled.div`
  flex: none;
`;

const PLACEHOLDER: RecentNewsItem = {
  id: 0,
  title: 'A post of the operator, about this long',
  publishedAt: new Date(0),
};

function NewsLine({
  item,
  deleting,
  waiting,
  onDelete,
}: {
  item: RecentNewsItem;
  deleting: boolean;
  waiting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Item>
      <Words>
        <Heading level={3} size="sm" weight="semibold" breakAnywhere>
          {item.title}
        </Heading>
        <Text size="sm" tone="secondary">
          {formatDateTime(item.publishedAt, locale)}
        </Text>
      </Words>
      <ActionSlot>
        <ConfirmDialog
          tone="critical"
          title={t('console.content.delete.title', { title: item.title })}
          message={t('console.content.delete.message')}
          confirmLabel={t('console.content.delete.confirm')}
          onConfirm={onDelete}
          trigger={
            <Button
              variant="secondary"
              size="sm"
              loading={deleting}
              disabled={waiting}
              aria-label={t('console.content.delete.label', { title: item.title })}
            >
              {t('console.content.delete.action')}
            </Button>
          }
        />
      </ActionSlot>
    </Item>
  );
}

export interface RecentNewsProps {
  /** The posts members can read, newest first (`news.list`, in the console's language). */
  news: Loadable<readonly RecentNewsItem[]>;
  /** Deletes a post, once confirmed. */
  onDelete: (item: RecentNewsItem) => void;
  /** The post being deleted: its button shows busy, the others wait. */
  deletingId?: number | undefined;
  onRetry: () => void;
}

/** The posts members read now, newest first, each with Delete (asked to confirm). */
export function RecentNews({ news, onDelete, deletingId, onRetry }: RecentNewsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const body = () => {
    switch (news.status) {
      case 'loading':
        return (
          <SkeletonOutline label={t('console.content.recent.loading')}>
            <ItemList>
              {[1, 2].map((key) => (
                <NewsLine
                  key={key}
                  item={PLACEHOLDER}
                  deleting={false}
                  waiting
                  onDelete={() => undefined}
                />
              ))}
            </ItemList>
          </SkeletonOutline>
        );
      case 'error':
        return (
          <ErrorState
            variant="inline"
            title={t('console.content.recent.loadError')}
            message={errorText(news.error ?? 'OPERATION_FAILED')}
            onRetry={onRetry}
          />
        );
      case 'ready':
        return news.data.length === 0 ? (
          <EmptyState
            icon="bell"
            headingLevel={3}
            title={t('console.content.recent.empty')}
            description={t('console.content.recent.emptyHint')}
          />
        ) : (
          <ItemList aria-labelledby={headingId}>
            {news.data.map((item) => (
              <NewsLine
                key={item.id}
                item={item}
                deleting={deletingId === item.id}
                waiting={deletingId !== undefined && deletingId !== item.id}
                onDelete={() => onDelete(item)}
              />
            ))}
          </ItemList>
        );
      default:
        return news satisfies never;
    }
  };
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} size="lg" weight="bold" id={headingId}>
        {t('console.content.recent.heading')}
      </Heading>
      {body()}
    </Section>
  );
}
