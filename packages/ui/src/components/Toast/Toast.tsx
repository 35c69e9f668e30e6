import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { TOAST_DURATION_MS } from '@carbonmarket/domain';
import { useDocumentBody } from '../portal/useDocumentBody';
import { ToastContext } from './useToast';
import type { ToastApi, ToastOptions, ToastType } from './useToast';

/** The box's code: fetched once the provider is on the page, so the first toast need not wait. */
const loadToastCard = () => import('./ToastCard');
const ToastCard = lazy(async () => ({ default: (await loadToastCard()).ToastCard }));

/** A full-screen layer that centres its toast and lets every press through to the page. */
const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[1000]};
  pointer-events: none;
`;

export interface ToastProps {
  /** Icon and announcement: `error` is announced at once (`role="alert"`), the others politely. @default 'info' */
  type?: ToastType;
  /** The text, supplied by the screen (for example "Purchase complete"). */
  message: string;
  /** Shows the toast; when false only the (empty) live regions stay in the document. @default true */
  open?: boolean;
}

/**
 * A short message in a dark box centred on the screen, as phone apps show them. It never blocks
 * the page. Usually shown through `useToast()`; render it directly only for previews.
 */
export function Toast({ type = 'info', message, open = true }: ToastProps) {
  const body = useDocumentBody();
  const card = (
    <Suspense fallback={null}>
      <ToastCard type={type} message={message} />
    </Suspense>
  );
  // Both live regions stay mounted while the toast is, so that a message placed in them is announced.
  if (!body) return null;
  return createPortal(
    <>
      <Layer role="status" aria-live="polite" aria-atomic="true">
        {open && type !== 'error' ? card : null}
      </Layer>
      <Layer role="alert" aria-live="assertive" aria-atomic="true">
        {open && type === 'error' ? card : null}
      </Layer>
    </>,
    body,
  );
}

interface ShownToast extends Required<ToastOptions> {
  id: number;
}

export interface ToastProviderProps {
  /** The part of the app that may show toasts through `useToast()`. */
  children?: ReactNode;
}

/** Owns the app's single toast: a new toast replaces the one on screen, and each hides after its duration. */
export function ToastProvider({ children }: ToastProviderProps) {
  const [shown, setShown] = useState<ShownToast | null>(null);
  const nextId = useRef(1);
  useEffect(() => {
    void loadToastCard();
  }, []);

  useEffect(() => {
    if (shown === null || !Number.isFinite(shown.duration)) return undefined;
    const timer = setTimeout(
      () => setShown((current) => (current?.id === shown.id ? null : current)),
      shown.duration,
    );
    return () => clearTimeout(timer);
  }, [shown]);

  const api = useMemo<ToastApi>(() => {
    const show = ({ type, message, duration }: ToastOptions) => {
      const id = nextId.current++;
      setShown({
        id,
        type,
        message,
        duration: duration ?? (type === 'loading' ? Infinity : TOAST_DURATION_MS),
      });
      return id;
    };
    return {
      show,
      dismiss: (id) =>
        setShown((current) => (id === undefined || current?.id === id ? null : current)),
      success: (message) => show({ type: 'success', message }),
      error: (message) => show({ type: 'error', message }),
      loading: (message) => show({ type: 'loading', message }),
      info: (message) => show({ type: 'info', message }),
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toast type={shown?.type} message={shown?.message ?? ''} open={shown !== null} />
    </ToastContext.Provider>
  );
}
