import { useState } from 'react';
import type { ReactElement } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import {
  ActionButton,
  CancelButton,
  Description,
  Header,
  HiddenTitle,
  List,
  Overlay,
  Sheet,
  Title,
} from './ActionSheet.styles';

/** One choice in an action sheet. */
export interface ActionSheetAction {
  /** Identifies the action in `onSelect`. */
  key: string;
  /** The visible label, supplied by the screen. */
  label: string;
  /** `critical` shows a destructive action in red. @default 'default' */
  tone?: 'default' | 'critical';
  /** Shows the action but ignores presses. @default false */
  disabled?: boolean;
}

export interface ActionSheetProps {
  /** Shows the sheet (controlled). Leave out to let the sheet keep its own state. */
  open?: boolean;
  /** Whether an uncontrolled sheet starts open. @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the sheet closes (a choice, cancel, Escape, a press outside), `true` when the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** Heading above the actions. Without one, screen readers hear the translated "Choose an action". */
  title?: string;
  /** A line under the title saying what the choice affects; read out as the sheet's description. */
  description?: string;
  /** The choices, top to bottom. */
  actions: ActionSheetAction[];
  /** Called with the chosen action's `key`; the sheet then closes. */
  onSelect: (key: string) => void;
  /** Label of the cancel row; defaults to the translated "Cancel". */
  cancelLabel?: string;
  /** A button that opens the sheet. */
  trigger?: ReactElement;
}

/** A list of choices that rises from the bottom of the screen, with a separate cancel row. */
export function ActionSheet({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  actions,
  onSelect,
  cancelLabel,
  trigger,
}: ActionSheetProps) {
  const { t } = useTranslation();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay>
          <Sheet
            aria-modal="true"
            // Focus the sheet itself, not its first action, so that no action looks pre-selected.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
            }}
          >
            {title === undefined ? (
              <HiddenTitle>{t('feedback.actionSheet.title')}</HiddenTitle>
            ) : null}
            {title !== undefined || description !== undefined ? (
              <Header>
                {title !== undefined ? <Title>{title}</Title> : null}
                {description !== undefined ? <Description>{description}</Description> : null}
              </Header>
            ) : null}
            <List>
              {actions.map((action) => (
                <ActionButton
                  key={action.key}
                  type="button"
                  $tone={action.tone ?? 'default'}
                  disabled={action.disabled}
                  onClick={() => {
                    onSelect(action.key);
                    setOpen(false);
                  }}
                >
                  {action.label}
                </ActionButton>
              ))}
            </List>
            <RadixDialog.Close asChild>
              <CancelButton type="button">
                {cancelLabel ?? t('feedback.actionSheet.cancel')}
              </CancelButton>
            </RadixDialog.Close>
          </Sheet>
        </Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
