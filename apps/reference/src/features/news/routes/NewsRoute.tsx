import { useInfiniteQuery } from '@tanstack/react-query';
import { NewsListScreen } from '@carbonmarket/ui/screens/news/NewsListScreen';
import type { NewsListItem } from '@carbonmarket/ui/screens/news/NewsListScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useBack } from '../../../shared/routing/useBack';
import { pagedListOf } from '../../../shared/data/pagedList';
import { newsPagesQuery } from '../api/newsQueries';

/**
 * `/pages/news/index`: the published news in the reader's language, a page at a time as they
 * scroll, pulled down to refresh; each post opens its article.
 */
export function NewsRoute() {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const { list, nextPage, retry, refresh } = pagedListOf<NewsListItem>(
    useInfiniteQuery(newsPagesQuery(locale)),
  );
  return (
    <NewsListScreen
      news={list}
      links={screenLinks()}
      onBack={back}
      onReachBottom={nextPage}
      onRetry={retry}
      onRefresh={refresh}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
