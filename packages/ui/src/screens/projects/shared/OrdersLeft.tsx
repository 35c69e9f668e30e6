import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ProjectViewer } from '@carbonmarket/domain';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  overflow-wrap: anywhere;
`;

/** How many more orders the member may place in the project: this month and in all. */
export function OrdersLeft({ viewer }: { viewer: ProjectViewer | null }) {
  const { t } = useTranslation();
  if (viewer === null) return null;
  return (
    <Note>
      {t('projects.purchase.form.capsLeft', {
        month: Math.max(0, viewer.maxPerMonth - viewer.ordersThisMonth),
        total: Math.max(0, viewer.maxTotal - viewer.ordersTotal),
      })}
    </Note>
  );
}
