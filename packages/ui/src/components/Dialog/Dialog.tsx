import { useRef } from 'react';
import type { ReactElement, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton';
import { Actions, Body, CloseSlot, Content, Description, Overlay, Title } from './Dialog.styles';

/** How the action buttons sit: side by side, or stacked in their order from top to bottom. */
export type DialogActionsLayout = 'row' | 'column';

export interface DialogProps {
  /** Shows the dialog (controlled). Leave out to let the dialog keep its own state. */
  open?: boolean;
  /** Whether an uncontrolled dialog starts open. @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the user dismisses the dialog, `true` when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** Heading, read out as the dialog's name. Required: every dialog needs an accessible name. */
  title: string;
  /** A short explanation under the title, read out as the dialog's description. */
  description?: string;
  /** Extra content between the text and the actions (a form, a summary). */
  children?: ReactNode;
  /** The dialog's buttons, usually `Button`s; they share the width in a row. */
  actions?: ReactNode;
  /** How `actions` sit: side by side (for two short labels), or stacked full width. @default 'row' */
  actionsLayout?: DialogActionsLayout;
  /** Shows a close (X) button in the corner. @default false */
  showClose?: boolean;
  /** A button that opens the dialog, wired with the right `aria-haspopup` and `aria-expanded`. */
  trigger?: ReactElement;
  /** Whether Escape and a press outside close the dialog; turn off while a submission runs. @default true */
  dismissible?: boolean;
  /** `alertdialog` for a question that interrupts the user (confirmations). @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
}

/** A modal card centred on a dimmed page: focus stays inside until it closes, then returns to where it was. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  actions,
  actionsLayout = 'row',
  showClose = false,
  trigger,
  dismissible = true,
  role = 'dialog',
}: DialogProps) {
  const { t } = useTranslation();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Opened by the screen rather than by a trigger (after a form passed its checks): on closing,
  // focus goes back to what had it when the dialog opened, as it would to a trigger.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay>
          <Content
            role={role}
            aria-modal="true"
            onOpenAutoFocus={() => {
              const active = document.activeElement;
              opener.current = active instanceof HTMLElement ? active : null;
            }}
            onCloseAutoFocus={(event) => {
              if (trigger !== undefined || !opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            onInteractOutside={block}
          >
            <Title $withClose={showClose}>{title}</Title>
            {description !== undefined ? <Description>{description}</Description> : null}
            {children !== undefined ? <Body>{children}</Body> : null}
            {actions !== undefined ? <Actions $layout={actionsLayout}>{actions}</Actions> : null}
            {showClose ? (
              <CloseSlot>
                <RadixDialog.Close asChild>
                  <IconButton icon="close" label={t('feedback.dialog.close')} />
                </RadixDialog.Close>
              </CloseSlot>
            ) : null}
          </Content>
        </Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Wrap a button in the dialog with this (`<DialogClose asChild><Button>…</Button></DialogClose>`)
 * to make it close the dialog when pressed.
 */
export const DialogClose = RadixDialog.Close;
