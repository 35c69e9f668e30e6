import { useTranslation } from 'react-i18next';
import type { ScreenLinks } from '../../../../links/screenLinks';
import { EntryGroup } from './EntryGroup';

/**
 * The Account group of the hub: the member's details and the two passwords. Each shows only when
 * the app has its page, and the group only when one does.
 */
export function AccountEntries({
  links,
}: {
  links: Partial<Pick<ScreenLinks, 'profileEdit' | 'loginPassword' | 'withdrawalPassword'>>;
}) {
  const { t } = useTranslation();
  return (
    <EntryGroup
      title={t('profile.hub.account.title')}
      entries={[
        {
          key: 'profileEdit',
          icon: 'user',
          title: t('profile.hub.account.details'),
          description: t('profile.hub.account.detailsDescription'),
          href: links.profileEdit,
        },
        {
          key: 'loginPassword',
          icon: 'lock',
          title: t('profile.hub.account.loginPassword'),
          description: t('profile.hub.account.loginPasswordDescription'),
          href: links.loginPassword,
        },
        {
          key: 'withdrawalPassword',
          icon: 'lock',
          title: t('profile.hub.account.withdrawalPassword'),
          description: t('profile.hub.account.withdrawalPasswordDescription'),
          href: links.withdrawalPassword,
        },
      ]}
    />
  );
}
