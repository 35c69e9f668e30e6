import { useTranslation } from 'react-i18next';
import { BlockedReason } from '../BlockedReason/BlockedReason';

/**
 * Why an action that moves money is disabled while the device is offline, beside it: the
 * button names it (`aria-describedby={id}`). Nothing was sent, and the action comes back with
 * the network.
 */
export function OfflineReason({ id }: { id: string }) {
  const { t } = useTranslation();
  return <BlockedReason id={id}>{t('feedback.offline.actionBlocked')}</BlockedReason>;
}
