import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { List } from '../../../components/List/List';
import type { ListStatus } from '../../../components/List/List';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';
import { NewsLine } from './parts/NewsLine';
import type { NewsListItem } from './parts/NewsLine';
import { NewsListPlaceholder } from './parts/NewsListPlaceholder';

export type { NewsListItem };

/** The news pages loaded so far, and where the loading stands. */
export interface NewsPages {
  /** The posts of the pages loaded so far, newest first (the server's order). */
  items: readonly NewsListItem[];
  /** A page is loading (the first, or the next), or the last load failed. */
  status: ListStatus;
  /** Why the last load failed, from the catalogue. */
  error?: ErrorCode;
  /** Whether the server has more pages. */
  hasMore: boolean;
}

/** The places NewsListScreen links to: each post's article. */
export type NewsListScreenLinks = Pick<ScreenLinks, 'newsItem'>;

export interface NewsListScreenProps {
  /** The published news, in the reader's language. */
  news: NewsPages;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: NewsListScreenLinks;
  onBack: () => void;
  /** Loads the next page (the end of the list came near the screen's bottom, or "Load more"). */
  onReachBottom: () => void;
  /** Loads the failed page again. */
  onRetry: () => void;
  /** Pull to refresh (or its button, for a keyboard): loads the list again from its first page. */
  onRefresh: () => Promise<void> | void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * The news, newest first, a page at a time as the reader scrolls (or taps "Load more"), pulled
 * down to refresh. Each post shows its picture, title, summary and the day it was published in
 * the reader's language, and opens its article.
 */
export function NewsListScreen({
  news,
  links,
  onBack,
  onReachBottom,
  onRetry,
  onRefresh,
  locale,
  onLocaleChange,
}: NewsListScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const firstLoadFailed = news.status === 'error' && news.items.length === 0;
  return (
    <Page
      navBar={
        <NavBar
          title={t('news.list.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
    >
      {firstLoadFailed ? (
        <ErrorState
          title={t('news.list.loadError')}
          message={news.error === undefined ? undefined : errorText(news.error)}
          icon={news.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      ) : (
        <List
          label={t('news.list.label')}
          items={news.items}
          getKey={(item) => item.id}
          renderItem={(item, index) => (
            <NewsLine item={item} href={links.newsItem(item.id)} leading={index === 0} />
          )}
          gap="md"
          status={news.status}
          hasMore={news.hasMore}
          onReachBottom={onReachBottom}
          loadMoreLabel={t('news.list.loadMore')}
          onRetry={onRetry}
          onRefresh={onRefresh}
          loading={<NewsListPlaceholder />}
          empty={
            <EmptyState
              icon="inbox"
              title={t('news.list.emptyTitle')}
              description={t('news.list.emptyDescription')}
            />
          }
        />
      )}
    </Page>
  );
}
