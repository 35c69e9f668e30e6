import { useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog/Dialog';
import { Button } from '../Button/Button';

/** `critical` for destructive or irreversible choices: the confirm button turns red. */
export type ConfirmDialogTone = 'default' | 'critical';

export interface ConfirmDialogProps {
  /** Shows the dialog (controlled). Leave out to let the dialog keep its own state. */
  open?: boolean;
  /** Whether an uncontrolled dialog starts open. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state: `false` after confirming, cancelling or dismissing. */
  onOpenChange?: (open: boolean) => void;
  /** The question, as the dialog's name (for example "Cancel this order?"). */
  title: string;
  /** What happens if the user confirms, as the dialog's description. */
  message?: string;
  /** Label of the confirm button; defaults to the translated "Confirm". */
  confirmLabel?: string;
  /** Label of the cancel button; defaults to the translated "Cancel". */
  cancelLabel?: string;
  /** `critical` shows the confirm button as destructive. @default 'default' */
  tone?: ConfirmDialogTone;
  /**
   * Called once per confirmation. It may return a promise to keep the dialog open, busy, until it
   * settles: it closes when the promise resolves and stays open (for the screen to show the
   * error) when it rejects.
   */
  onConfirm: () => unknown;
  /** Called when the user declines: the cancel button, Escape or a press outside. */
  onCancel?: () => void;
  /**
   * Shows the confirm button busy and ignores further presses, for a submission the screen
   * tracks itself. While busy the dialog cannot be dismissed. @default false
   */
  confirming?: boolean;
  /** Closes the dialog after `onConfirm` (or its promise) finishes; turn off to close it yourself. @default true */
  closeOnConfirm?: boolean;
  /** A button that opens the dialog. */
  trigger?: ReactElement;
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

/** Asks the user to confirm or cancel one action, and guards against submitting it twice. */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  confirming = false,
  closeOnConfirm = true,
  trigger,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  // A ref, not state: two presses in the same frame must not both get through.
  const inFlight = useRef(false);
  const open = openProp ?? ownOpen;
  const busy = confirming || pending;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const finish = () => {
    inFlight.current = false;
    setPending(false);
  };

  const confirm = () => {
    if (busy || inFlight.current) return;
    inFlight.current = true;
    const result = onConfirm();
    if (isPromiseLike(result)) {
      setPending(true);
      result.then(() => {
        finish();
        if (closeOnConfirm) setOpen(false);
      }, finish);
      return;
    }
    inFlight.current = false;
    if (closeOnConfirm) setOpen(false);
  };

  // Radix reports every other way out (cancel button, Escape, press outside) as a change to closed.
  const handleOpenChange = (next: boolean) => {
    if (!next) {
      if (busy) return;
      onCancel?.();
    }
    setOpen(next);
  };

  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      description={message}
      trigger={trigger}
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => handleOpenChange(false)}>
            {cancelLabel ?? t('feedback.confirmDialog.cancel')}
          </Button>
          <Button
            variant={tone === 'critical' ? 'critical' : 'primary'}
            loading={busy}
            onClick={confirm}
          >
            {confirmLabel ?? t('feedback.confirmDialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
