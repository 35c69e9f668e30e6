import { ConfirmDialog } from '@carbonmarket/ui';
import { useLanguage } from '../../lib/language/LanguageContext';

export interface GuestOfferDialogProps {
  /** The catalogue's guest message in the visitor's language. */
  message: string;
  onRegister: () => void;
  onDecline: () => void;
}

/** Tells a guest why they were refused and offers to register: Register or Not now. */
export function GuestOfferDialog({ message, onRegister, onDecline }: GuestOfferDialogProps) {
  const { i18n } = useLanguage();
  return (
    <ConfirmDialog
      open
      title={message}
      confirmLabel={i18n.t('feedback.guestOffer.register')}
      cancelLabel={i18n.t('feedback.guestOffer.later')}
      onConfirm={onRegister}
      onCancel={onDecline}
    />
  );
}
