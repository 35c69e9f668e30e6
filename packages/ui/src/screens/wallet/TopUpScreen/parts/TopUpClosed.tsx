import { useTranslation } from 'react-i18next';
import { topUpPayBy } from '@carbonmarket/domain';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { TopUpDetail } from '../topUpTypes';

/**
 * A top-up that can no longer be paid: cancelled (by the member or, unpaid, after its day), or
 * still pending past its day (the code has expired, its cancelling is under way). Either way the
 * way on is a new top-up.
 */
export function TopUpClosed({ topUp, topUpHref }: { topUp: TopUpDetail; topUpHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancelled = topUp.status === 'cancelled';
  return (
    <>
      <EmptyState
        icon={cancelled ? 'info' : 'warning'}
        title={t(cancelled ? 'wallet.topUp.cancelled.title' : 'wallet.topUp.expired.title')}
        description={
          cancelled
            ? t('wallet.topUp.cancelled.description')
            : t('wallet.topUp.expired.description', {
                date: formatDateTime(topUpPayBy(topUp.payableUntil), locale),
              })
        }
        headingLevel={2}
      />
      <ButtonLink href={topUpHref} fullWidth>
        {t('wallet.topUp.again')}
      </ButtonLink>
    </>
  );
}
