import { useQuery } from '@tanstack/react-query';
import { NewsDetailScreen } from '@carbonmarket/ui/screens/news/NewsDetailScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useBack } from '../../../shared/routing/useBack';
import { loadableOf } from '../../../shared/data/loadable';
import { newsArticleQuery } from '../api/newsQueries';

/**
 * `/pages/news/info?id=`: one article in the reader's language; its rich text is sanitised again
 * by the screen before it is shown. An article that is not (or no longer) published says so.
 */
export function NewsDetailRoute({ query }: RouteProps<'newsDetail'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const article = useQuery(newsArticleQuery(query.id, locale));
  return (
    <NewsDetailScreen
      article={loadableOf(article, (data) => data)}
      links={screenLinks()}
      onBack={back}
      onRetry={() => void article.refetch()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
