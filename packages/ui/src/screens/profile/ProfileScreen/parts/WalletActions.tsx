import { useTranslation } from 'react-i18next';
import { Cell } from '../../../../components/Cell/Cell';
import { CellGroup } from '../../../../components/Cell/CellGroup';
import { Icon } from '../../../../icons/Icon';
import type { IconName } from '../../../../icons/Icon';
import type { ScreenLinks } from '../../../../links/screenLinks';

/** The wallet's places, in the order the group lists them. */
type WalletPlace = 'topUp' | 'withdraw' | 'wallet' | 'bankCard';

const ENTRIES: readonly {
  place: WalletPlace;
  icon: IconName;
  text: 'topUp' | 'withdraw' | 'fundRecords' | 'bankCard';
}[] = [
  { place: 'topUp', icon: 'wallet', text: 'topUp' },
  { place: 'withdraw', icon: 'withdraw', text: 'withdraw' },
  { place: 'wallet', icon: 'records', text: 'fundRecords' },
  { place: 'bankCard', icon: 'card', text: 'bankCard' },
];

/**
 * The Wallet group of the hub: top up, withdraw, the fund records, the bank card. Each shows only when the
 * app has its page (a place left out of `links`), and the group only when one does.
 */
export function WalletActions({ links }: { links: Partial<Pick<ScreenLinks, WalletPlace>> }) {
  const { t } = useTranslation();
  const shown = ENTRIES.flatMap((entry) => {
    const href = links[entry.place];
    return href === undefined ? [] : [{ ...entry, href }];
  });
  if (shown.length === 0) return null;
  return (
    <CellGroup title={t('profile.hub.wallet.title')} headingLevel={2} inset>
      {shown.map(({ place, icon, text, href }) => (
        <Cell
          key={place}
          leading={<Icon name={icon} />}
          title={t(`profile.hub.wallet.${text}`)}
          description={t(`profile.hub.wallet.${text}Description`)}
          href={href}
        />
      ))}
    </CellGroup>
  );
}
