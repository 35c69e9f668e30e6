import { useTranslation } from 'react-i18next';
import type { ProjectViewer } from '@carbonmarket/domain';
import { Text } from '../../../components/Typography/Text';

/** How many more orders the member may place in the project: this month and in all. */
export function OrdersLeft({ viewer }: { viewer: ProjectViewer | null }) {
  const { t } = useTranslation();
  if (viewer === null) return null;
  return (
    <Text size="sm" tone="secondary" breakAnywhere>
      {t('projects.purchase.form.capsLeft', {
        month: Math.max(0, viewer.maxPerMonth - viewer.ordersThisMonth),
        total: Math.max(0, viewer.maxTotal - viewer.ordersTotal),
      })}
    </Text>
  );
}
