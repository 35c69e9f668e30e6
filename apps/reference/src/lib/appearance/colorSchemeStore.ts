import { COLOR_SCHEME_ATTRIBUTE, toColorSchemeChoice } from '@carbonmarket/ui';
import type { ColorSchemeChoice } from '@carbonmarket/ui';
import { createExternalStore } from '../store/externalStore';
import type { ExternalStore } from '../store/externalStore';
import { STORAGE_KEYS, readKey, removeKey, writeKey } from '../storage/storageKeys';
import type { KeyValueStorage } from '../storage/storageKeys';

/** The part of the document's root element the choice is written on (tests pass a fake). */
export type SchemeRoot = Pick<Element, 'setAttribute' | 'removeAttribute'>;

/**
 * Puts the choice on the root element: `data-color-scheme="light"` or `"dark"` overrides the
 * device's setting; `system` removes it. The design system's `auto` theme repaints from it with
 * no render (ADR 043).
 */
export function applyColorScheme(root: SchemeRoot | null, choice: ColorSchemeChoice): void {
  if (!root) return;
  if (choice === 'system') root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  else root.setAttribute(COLOR_SCHEME_ATTRIBUTE, choice);
}

/**
 * The colour scheme chosen in Settings: read from storage at start, persisted on every change
 * (`system` is stored as nothing). `mirror` is told the choice at start and on every change: the
 * app puts it on the page and keeps the page cookie equal to it.
 */
export function createColorSchemeStore(
  storage: KeyValueStorage,
  mirror: (choice: ColorSchemeChoice) => void = () => undefined,
): ExternalStore<ColorSchemeChoice> {
  const store = createExternalStore(
    toColorSchemeChoice(readKey(storage, STORAGE_KEYS.colorScheme)),
  );
  mirror(store.get());
  return {
    ...store,
    set: (choice) => {
      if (choice === 'system') removeKey(storage, STORAGE_KEYS.colorScheme);
      else writeKey(storage, STORAGE_KEYS.colorScheme, choice);
      store.set(choice);
      mirror(choice);
    },
  };
}
