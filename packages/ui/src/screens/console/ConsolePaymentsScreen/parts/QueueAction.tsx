import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button/Button';
import type { ButtonVariant } from '../../../../components/Button/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import type { ActionState } from '../../shared/itemActions';

export interface QueueActionProps extends ActionState {
  /** The button's label. */
  label: string;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** The confirmation's question. */
  title: string;
  /** What confirming does, with the figures the operator checks (amount, reference, account). */
  message: string;
  /** The confirm button's label. */
  confirmLabel: string;
  /** `critical` for an action that gives up on the item (cancelling a top-up). @default 'default' */
  tone?: 'default' | 'critical';
  onConfirm: () => void;
}

/** One of an item's actions: its button, then a confirmation that repeats what it does. */
export function QueueAction({
  label,
  variant = 'primary',
  title,
  message,
  confirmLabel,
  tone = 'default',
  onConfirm,
  loading,
  disabled,
}: QueueActionProps) {
  const { t } = useTranslation();
  const trigger: ReactElement = (
    <Button variant={variant} size="sm" loading={loading} disabled={disabled}>
      {label}
    </Button>
  );
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={t('console.payments.back')}
      tone={tone}
      onConfirm={onConfirm}
      trigger={trigger}
    />
  );
}
