import { createLazyI18n } from '@carbonmarket/ui';
import { createFeedbackChannel } from './feedback/feedbackChannel';
import { createConnectionStateStore } from './realtime/connectionState';
import { loadRuntimeConfig } from './config/runtimeConfig';
import type { RuntimeConfig } from './config/runtimeConfig';
import { createSessionStore } from './session/sessionStore';
import { createLanguageStore } from './language/languageStore';
import { createBaseSettingsStore } from './session/baseSettings';
import { browserStorage } from './storage/memoryStorage';

/**
 * The app's composition root: the one instance of each platform service, shared by the React
 * tree (through providers) and by the lazily loaded API client and socket.
 */
const storage = browserStorage();

/** Logs what the visitor need not see (start-up failures, ignored socket messages). */
export const log = (message: string, detail?: unknown): void => {
  if (detail === undefined) console.warn(`[carbonmarket] ${message}`);
  else console.warn(`[carbonmarket] ${message}`, detail);
};

export const sessionStore = createSessionStore(storage);
export const languageStore = createLanguageStore(storage);
export const baseSettingsStore = createBaseSettingsStore(storage);
export const feedbackChannel = createFeedbackChannel();
export const connectionState = createConnectionStateStore();
/** English from the start; Chinese and the legal texts are fetched when first needed. */
export const i18n = createLazyI18n();

let runtimeConfig: Promise<RuntimeConfig> | null = null;

/** `config.json`, fetched once (the first call starts it; main.tsx calls it at start-up). */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  runtimeConfig ??= loadRuntimeConfig((input, init) => window.fetch(input, init), log);
  return runtimeConfig;
}
