import { ConfirmDialog } from '@carbonmarket/ui';
import { useLanguage } from '../../lib/language/LanguageContext';

export interface TimeoutDialogProps {
  /** The catalogue's timeout message in the visitor's language. */
  message: string;
  onRetry: () => void;
  onCancel: () => void;
}

/** The timeout question: Try again sends the same request again; Cancel gives up. */
export function TimeoutDialog({ message, onRetry, onCancel }: TimeoutDialogProps) {
  const { i18n } = useLanguage();
  return (
    <ConfirmDialog
      open
      title={message}
      confirmLabel={i18n.t('common.retry')}
      onConfirm={onRetry}
      onCancel={onCancel}
    />
  );
}
