import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { LoadingStatus, Skeleton } from '../../../../components/Skeleton/Skeleton';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

/** The article while it loads: its title, date, picture and first paragraphs as grey shapes. */
export function ArticlePlaceholder() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('news.detail.loading')} display="block">
      <Lines>
        <Skeleton variant="text" width="90%" height="28px" label={null} />
        <Skeleton variant="text" width="40%" label={null} />
        <Skeleton variant="rect" width="100%" height="190px" label={null} />
        <Skeleton variant="text" width="100%" label={null} />
        <Skeleton variant="text" width="100%" label={null} />
        <Skeleton variant="text" width="70%" label={null} />
      </Lines>
    </LoadingStatus>
  );
}
