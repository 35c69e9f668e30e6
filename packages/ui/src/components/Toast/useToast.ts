import { createContext, useContext } from 'react';

/** What a toast reports: the outcome of an action, a failure, work in progress, or a plain notice. */
export type ToastType = 'success' | 'error' | 'loading' | 'info';

/** What to show in a toast. */
export interface ToastOptions {
  /** Icon and announcement. */
  type: ToastType;
  /** The text, supplied by the screen. */
  message: string;
  /**
   * How long it stays, in ms. `Infinity` keeps it until dismissed.
   * @default TOAST_DURATION_MS (1500) for every type but `loading`, which defaults to `Infinity`
   */
  duration?: number;
}

/** Shows and hides the app's single toast. */
export interface ToastApi {
  /** Shows a toast, replacing the one on screen; returns its id. */
  show: (options: ToastOptions) => number;
  /** Hides the toast with this id (if it is still the one shown), or whatever toast is shown. */
  dismiss: (id?: number) => void;
  /** A success toast for the default duration. */
  success: (message: string) => number;
  /** An error toast for the default duration. */
  error: (message: string) => number;
  /** A loading toast that stays until dismissed. */
  loading: (message: string) => number;
  /** A plain notice for the default duration. */
  info: (message: string) => number;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast controls of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
