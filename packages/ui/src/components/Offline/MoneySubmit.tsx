import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { OfflineReason } from './OfflineReason';
import { useOffline } from './offlineContext';

export interface MoneySubmitProps {
  /** The button's words ("Buy", "Pay", "Sell"). */
  children: ReactNode;
  /** The request is on its way: the button is busy. */
  busy: boolean;
  /**
   * Why the screen knows the server would refuse now (a short balance, more tons than held),
   * drawn with the id the button names as its description; null when nothing stands in the way.
   */
  blockedBy: ((reasonId: string) => ReactNode) | null;
}

/**
 * The submit button of a form that moves money or credits, with what stops it beside it: offline
 * first (`OfflineReason`), then the screen's own reason. A stopped button is disabled and
 * described by the reason, so a screen reader says why.
 */
export function MoneySubmit({ children, busy, blockedBy }: MoneySubmitProps) {
  const offline = useOffline();
  const reasonId = useId();
  const reason = offline ? <OfflineReason id={reasonId} /> : (blockedBy?.(reasonId) ?? null);
  return (
    <>
      {reason}
      <Button
        type="submit"
        fullWidth
        loading={busy}
        disabled={reason !== null}
        aria-describedby={reason === null ? undefined : reasonId}
      >
        {children}
      </Button>
    </>
  );
}
