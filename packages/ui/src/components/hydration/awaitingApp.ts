import { useHydrated } from './useHydrated';

/**
 * The attributes of a button on a page that has not been hydrated yet: disabled, so that a press
 * cannot submit a form natively (the browser would put its fields, a password among them, in the
 * address) and automation waits for it, but drawn as usual (`data-awaiting-app`): the page turns
 * usable a moment later without a flash of grey controls.
 */
export function useAwaitingApp(disabled: boolean | undefined): {
  disabled: boolean | undefined;
  'data-awaiting-app': true | undefined;
} {
  const awaiting = !useHydrated();
  return {
    disabled: disabled || awaiting || undefined,
    'data-awaiting-app': awaiting || undefined,
  };
}

/**
 * The attributes of a text input on a page that has not been hydrated yet: read-only, so that
 * nothing is typed that hydration would then replace with the form's state (and automation waits
 * for it), drawn as usual: its box keeps the field's own look.
 */
export function useAwaitingAppInput(readOnly: boolean | undefined): {
  readOnly: boolean | undefined;
  'data-awaiting-app': true | undefined;
} {
  const awaiting = !useHydrated();
  return {
    readOnly: readOnly || awaiting || undefined,
    'data-awaiting-app': awaiting || undefined,
  };
}

/** The selector of a disabled button drawn disabled: not one merely waiting for the app. */
export const DRAWN_DISABLED = '&:disabled:not([data-awaiting-app])';
