import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import { NewsLine } from './NewsLine';
import type { NewsListItem } from './NewsLine';

/** Lines the first load shows: more than a phone's screen holds. */
const LINES = 6;

/** A typical post: a two-line title and a summary. */
const PLACEHOLDER_ITEM: NewsListItem = {
  id: 0,
  title: 'A news post with a title long enough for two lines',
  summary: 'A summary of the post.',
  imageUrl: null,
  publishedAt: new Date(0),
};

/** The lines laid out as the list lays out its items (a column with the list's gap). */
const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/**
 * The news while the first page loads: lines drawn from the loaded layout, so the posts take their
 * place without moving anything (ADR 021).
 */
export function NewsListPlaceholder() {
  const { t } = useTranslation();
  return (
    <SkeletonOutline label={t('news.list.loading')}>
      <Lines>
        {Array.from({ length: LINES }, (_, index) => (
          <NewsLine key={`placeholder-${index}`} item={PLACEHOLDER_ITEM} leading={false} />
        ))}
      </Lines>
    </SkeletonOutline>
  );
}
