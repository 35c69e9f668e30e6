import { useSyncExternalStore } from 'react';
import { DemoNotice } from '@carbonmarket/ui';
import type { ExternalStore } from '../lib/store/externalStore';
import type { BaseSettings } from '../lib/session/baseSettings';
import { settingsDemo } from '../lib/session/baseSettings';

/**
 * The demo notice at the top of the shell while base config says the server is a demo. The stored
 * settings are read at start, so a returning visitor sees it from the first frame.
 */
export function DemoModeNotice({
  settings,
}: {
  settings: Pick<ExternalStore<BaseSettings | null>, 'get' | 'subscribe'>;
}) {
  // A prerendered page (and its hydration) shows no notice; a stored demo setting adds it after.
  const demo = useSyncExternalStore(
    settings.subscribe,
    () => settingsDemo(settings.get()),
    () => false,
  );
  return demo ? <DemoNotice /> : null;
}
