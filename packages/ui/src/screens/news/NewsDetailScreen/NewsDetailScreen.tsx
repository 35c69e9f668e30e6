import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import type { Loadable } from '../../../components/loadable';
import { useErrorText } from '../../../i18n/useErrorText';
import { formatDate } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/useLocale';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';
import { NewsPicture } from '../shared/NewsPicture';
import { ArticleBody } from '../../../components/ArticleBody/ArticleBody';
import { ArticlePlaceholder } from './parts/ArticlePlaceholder';

/** The places NewsDetailScreen links to: the news list, from an article that is not there. */
export type NewsDetailScreenLinks = Pick<ScreenLinks, 'news'>;

export interface NewsDetailScreenProps {
  /**
   * The article in the reader's language, its body as the server sent it; an error of
   * `NOT_FOUND` says there is no such article (never published, or taken down).
   */
  article: Loadable<NewsItem>;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: NewsDetailScreenLinks;
  onBack: () => void;
  /** Loads the article again after a failure. */
  onRetry: () => void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding-bottom: ${({ theme }) => theme.space[800]};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const Missing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
`;

/**
 * One news article: its title, the day it was published in the reader's language, its picture,
 * and its rich text, sanitised again in the browser, with pictures as wide as the phone at most.
 * An article that is not there says so and leads to the other news.
 */
export function NewsDetailScreen({
  article,
  links,
  onBack,
  onRetry,
  locale,
  onLocaleChange,
}: NewsDetailScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const readerLocale = useLocale();
  let body;
  switch (article.status) {
    case 'loading':
      body = <ArticlePlaceholder />;
      break;
    case 'error':
      body =
        article.error === 'NOT_FOUND' ? (
          <Missing>
            <EmptyState
              icon="inbox"
              title={t('news.detail.notFoundTitle')}
              description={t('news.detail.notFoundDescription')}
            />
            <ButtonLink href={links.news} variant="secondary">
              {t('news.detail.backToList')}
            </ButtonLink>
          </Missing>
        ) : (
          <ErrorState
            title={t('news.detail.loadError')}
            message={article.error === undefined ? undefined : errorText(article.error)}
            icon={article.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        );
      break;
    case 'ready': {
      const { title, publishedAt, imageUrl, body: html } = article.data;
      body = (
        <Article>
          <Header>
            <Heading level={2} size="xl" weight="bold" breakAnywhere>
              {title}
            </Heading>
            <Text size="sm" tone="secondary">
              <time dateTime={publishedAt.toISOString()}>
                {t('news.detail.published', { date: formatDate(publishedAt, readerLocale) })}
              </time>
            </Text>
          </Header>
          {imageUrl === null ? null : <NewsPicture src={imageUrl} shape="cover" priority />}
          <ArticleBody html={html} />
        </Article>
      );
      break;
    }
    default:
      return article satisfies never;
  }
  return (
    <Page
      navBar={
        <NavBar
          title={t('news.detail.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
    >
      {body}
    </Page>
  );
}
