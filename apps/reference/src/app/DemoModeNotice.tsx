import { useSyncExternalStore } from 'react';
import { DemoNotice } from '@carbonmarket/ui';
import type { ExternalStore } from '../lib/store/externalStore';
import type { BaseSettings } from '../lib/session/baseSettings';
import { settingsDemo } from '../lib/session/baseSettings';

/**
 * The demo notice at the top of the shell while base config says the server is a demo. The stored
 * settings are read at start, so a returning visitor sees it from the first frame; a first-time
 * visitor on a prerendered page sees it from the HTML (a demo server sends the copy with it).
 */
export function DemoModeNotice({
  settings,
  prerenderedDemo = false,
}: {
  settings: Pick<ExternalStore<BaseSettings | null>, 'get' | 'subscribe'>;
  /** A prerendered page is rendered, and hydrated, with the notice (a demo server's) or without. */
  prerenderedDemo?: boolean;
}) {
  // Until base config is known, the page's own word (a demo server sent it) stands in for it.
  const demo = useSyncExternalStore(
    settings.subscribe,
    () => {
      const known = settings.get();
      return known === null ? prerenderedDemo : settingsDemo(known);
    },
    () => prerenderedDemo,
  );
  return demo ? <DemoNotice /> : null;
}
