import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@carbonmarket/domain';
import { Cell } from '../Cell/Cell';
import { CellGroup } from '../Cell/CellGroup';
import { SkeletonList } from '../Skeleton/Skeleton';
import { ErrorState } from '../ErrorState/ErrorState';
import { EmptyState } from '../EmptyState/EmptyState';
import { useErrorText } from '../../i18n/useErrorText';
import { useLocale } from '../../i18n/useLocale';
import { formatDate } from '../../i18n/formatDate';
import type { Loadable } from '../loadable';

/** How many news items the home page shows at most. */
export const NEWS_TEASER_LIMIT = 3;

const Box = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export interface NewsTeaserProps {
  /** The latest news, or its loading state; the first three are shown. */
  news: Loadable<readonly NewsItem[]>;
  /** Where an item leads. */
  newsItemHref: (item: NewsItem) => string;
  /** Loads it again after a failure. */
  onRetry: () => void;
}

/** The latest two or three news items as rows with their date. */
export function NewsTeaser({ news, newsItemHref, onRetry }: NewsTeaserProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  switch (news.status) {
    case 'loading':
      return (
        <Box>
          <SkeletonList rows={3} />
        </Box>
      );
    case 'error':
      return (
        <ErrorState
          variant="inline"
          title={t('home.news.loadError')}
          message={news.error === undefined ? undefined : errorText(news.error)}
          onRetry={onRetry}
        />
      );
    case 'ready':
      return (
        <Box>
          {news.data.length === 0 ? (
            <EmptyState
              icon="inbox"
              headingLevel={3}
              title={t('home.news.emptyTitle')}
              description={t('home.news.emptyDescription')}
            />
          ) : (
            <CellGroup>
              {news.data.slice(0, NEWS_TEASER_LIMIT).map((item) => (
                <Cell
                  key={item.id}
                  title={item.title}
                  description={formatDate(item.publishedAt, locale)}
                  href={newsItemHref(item)}
                />
              ))}
            </CellGroup>
          )}
        </Box>
      );
    default:
      return news satisfies never;
  }
}
