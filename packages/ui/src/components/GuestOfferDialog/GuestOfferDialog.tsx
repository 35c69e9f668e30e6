import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog/Dialog';
import { Button } from '../Button/Button';

export interface GuestOfferDialogProps {
  /** Shows the offer. @default true */
  open?: boolean;
  /** Why the guest was stopped: the catalogue's message, read out as the dialog's name. */
  message: string;
  /** Opens registration. */
  onRegister: () => void;
  /** Opens login, for a guest who already has an account. */
  onLogIn: () => void;
  /** Closes the offer ("Not now", Escape or a press outside). */
  onDecline: () => void;
}

/**
 * What a guest is offered when they reach something only members may do: create an account, log
 * in to the one they have, or carry on as a guest. The choices are stacked, registration first.
 */
export function GuestOfferDialog({
  open = true,
  message,
  onRegister,
  onLogIn,
  onDecline,
}: GuestOfferDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      title={message}
      actionsLayout="column"
      actions={
        <>
          <Button onClick={onRegister}>{t('feedback.guestOffer.register')}</Button>
          <Button variant="secondary" onClick={onLogIn}>
            {t('feedback.guestOffer.logIn')}
          </Button>
          <Button variant="plain" onClick={onDecline}>
            {t('feedback.guestOffer.later')}
          </Button>
        </>
      }
    />
  );
}
