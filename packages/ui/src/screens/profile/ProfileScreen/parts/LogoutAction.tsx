import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';

export interface LogoutActionProps {
  /** Called when the member confirms. */
  onLogout: () => void;
  /** Logging out is under way: the dialog stays open with a busy confirm button. */
  loggingOut: boolean;
}

/** Log out, after a confirmation: cancelling (or Escape) leaves the member signed in. */
export function LogoutAction({ onLogout, loggingOut }: LogoutActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open || loggingOut}
      onOpenChange={setOpen}
      title={t('profile.hub.logout.title')}
      message={t('profile.hub.logout.message')}
      confirmLabel={t('profile.hub.logout.confirm')}
      tone="critical"
      confirming={loggingOut}
      onConfirm={onLogout}
      trigger={
        <Button variant="secondary" fullWidth>
          {t('profile.hub.logout.action')}
        </Button>
      }
    />
  );
}
