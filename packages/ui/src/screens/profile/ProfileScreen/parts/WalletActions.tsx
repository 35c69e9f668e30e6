import { useTranslation } from 'react-i18next';
import type { ScreenLinks } from '../../../../links/screenLinks';
import { EntryGroup } from './EntryGroup';

/**
 * The Wallet group of the hub: top up, withdraw, the fund records, the bank card. Each shows only when the
 * app has its page (a place left out of `links`), and the group only when one does.
 */
export function WalletActions({
  links,
}: {
  links: Partial<Pick<ScreenLinks, 'topUp' | 'withdraw' | 'wallet' | 'bankCard'>>;
}) {
  const { t } = useTranslation();
  return (
    <EntryGroup
      title={t('profile.hub.wallet.title')}
      entries={[
        {
          key: 'topUp',
          icon: 'wallet',
          title: t('profile.hub.wallet.topUp'),
          description: t('profile.hub.wallet.topUpDescription'),
          href: links.topUp,
        },
        {
          key: 'withdraw',
          icon: 'withdraw',
          title: t('profile.hub.wallet.withdraw'),
          description: t('profile.hub.wallet.withdrawDescription'),
          href: links.withdraw,
        },
        {
          key: 'wallet',
          icon: 'records',
          title: t('profile.hub.wallet.fundRecords'),
          description: t('profile.hub.wallet.fundRecordsDescription'),
          href: links.wallet,
        },
        {
          key: 'bankCard',
          icon: 'card',
          title: t('profile.hub.wallet.bankCard'),
          description: t('profile.hub.wallet.bankCardDescription'),
          href: links.bankCard,
        },
      ]}
    />
  );
}
