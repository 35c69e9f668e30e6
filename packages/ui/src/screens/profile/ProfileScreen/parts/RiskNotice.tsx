import { useTranslation } from 'react-i18next';
import { HubNotice } from './HubNotice';

/** Tells a member flagged as a risk that buying and selling are paused, and whom to contact. */
export function RiskNotice() {
  const { t } = useTranslation();
  return (
    <HubNotice tone="warning" icon="warning">
      {t('profile.hub.risk')}
    </HubNotice>
  );
}
