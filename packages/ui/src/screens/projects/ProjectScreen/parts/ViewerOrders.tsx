import { useTranslation } from 'react-i18next';
import type { ProjectViewer } from '@carbonmarket/domain';
import { FactRows } from '../../../../components/FactRows/FactRows';

/** How many orders the viewer has placed in the project, against the purchase caps. */
export function ViewerOrders({ viewer }: { viewer: ProjectViewer }) {
  const { t } = useTranslation();
  return (
    <FactRows
      label={t('projects.project.orders.title')}
      facts={[
        {
          key: 'thisMonth',
          term: t('projects.project.orders.thisMonth'),
          detail: t('projects.project.orders.count', {
            orders: viewer.ordersThisMonth,
            max: viewer.maxPerMonth,
          }),
        },
        {
          key: 'total',
          term: t('projects.project.orders.total'),
          detail: t('projects.project.orders.count', {
            orders: viewer.ordersTotal,
            max: viewer.maxTotal,
          }),
        },
      ]}
    />
  );
}
