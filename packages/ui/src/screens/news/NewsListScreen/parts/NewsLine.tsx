import styled, { css } from 'styled-components';
import type { NewsItem } from '@carbonmarket/domain';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import { formatDate } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import { NewsPicture } from '../../shared/NewsPicture';

/** A news post as the list shows it: everything but its body. */
export type NewsListItem = Omit<NewsItem, 'body'>;

/** The whole card is the link: a picture beside the title, the summary and the date. */
const Card = styled.a`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: inherit;
  text-decoration: none;
`;

const Words = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

/** At most two lines: the whole title and summary are the article's. */
const twoLines = css`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Title = styled(Heading)`
  ${twoLines}
`;

const Summary = styled(Text)`
  ${twoLines}
`;

const Published = styled(Text)`
  margin-top: auto;
`;

export interface NewsLineProps {
  item: NewsListItem;
  /** Where the post opens; without it (a placeholder), the line is no link. */
  href?: string;
  /** The list's first: its picture loads first. */
  leading: boolean;
}

/** One post of the news list: its picture, title, summary (when it has one) and date. */
export function NewsLine({ item, href, leading }: NewsLineProps) {
  const locale = useLocale();
  return (
    <Card as={href === undefined ? 'div' : 'a'} href={href}>
      <NewsPicture src={item.imageUrl} shape="thumbnail" priority={leading} />
      <Words>
        <Title level={2} size="md" weight="semibold" tone="primary" breakAnywhere>
          {item.title}
        </Title>
        {item.summary.trim() === '' ? null : (
          <Summary size="sm" tone="secondary">
            {item.summary}
          </Summary>
        )}
        <Published size="xs" tone="secondary">
          <time dateTime={item.publishedAt.toISOString()}>
            {formatDate(item.publishedAt, locale)}
          </time>
        </Published>
      </Words>
    </Card>
  );
}
