import { useTranslation } from 'react-i18next';
import { Amount } from '../../../../components/Amount/Amount';
import { Receipt } from '../../../../components/Receipt/Receipt';
import { formatDate } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { MembershipReceipt } from '../membershipTypes';

/** The plan paid for, as the server confirmed it: the level, its dates, the price; then onwards. */
export function MembershipDone({
  receipt,
  projectsHref,
}: {
  receipt: MembershipReceipt;
  projectsHref: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const until = formatDate(receipt.expiresAt, locale);
  return (
    <Receipt
      title={t('profile.membership.done.title')}
      description={t('profile.membership.done.description', { level: receipt.level, date: until })}
      factsLabel={t('profile.membership.done.label')}
      facts={[
        { key: 'level', term: t('profile.membership.done.level'), detail: receipt.level },
        {
          key: 'period',
          term: t('profile.membership.done.period'),
          detail: t(`profile.membership.period.${receipt.period}`),
        },
        {
          key: 'paid',
          term: t('profile.membership.done.paid'),
          detail: <Amount value={receipt.price} size="lg" />,
        },
        {
          key: 'from',
          term: t('profile.membership.done.from'),
          detail: formatDate(receipt.startsAt, locale),
        },
        { key: 'until', term: t('profile.membership.done.until'), detail: until },
        {
          key: 'available',
          term: t('profile.membership.done.available'),
          detail: <Amount value={receipt.available} />,
        },
      ]}
      links={[{ href: projectsHref, label: t('profile.membership.done.toProjects') }]}
    />
  );
}
