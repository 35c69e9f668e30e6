import { createLazyI18n } from '@carbonmarket/ui';
import { createFeedbackChannel } from './feedback/feedbackChannel';
import { createConnectionStateStore } from './realtime/connectionState';
import { loadRuntimeConfig } from './config/runtimeConfig';
import type { RuntimeConfig } from './config/runtimeConfig';
import { createSessionStore } from './session/sessionStore';
import { createLanguageStore } from './language/languageStore';
import { createBaseSettingsStore } from './session/baseSettings';
import { createDeviceTokenStore } from './session/deviceTokens';
import { browserStorage } from './storage/memoryStorage';
import { appFetch } from './api/transport';
import { browserCookies, writePageCookie } from './storage/pageCookies';
import { PAGE_COOKIES } from '@carbonmarket/domain';
import { whenOnline } from './network/whenOnline';

/**
 * The app's composition root: the one instance of each platform service, shared by the React
 * tree (through providers) and by the lazily loaded API client and socket.
 */
export const storage = browserStorage();

/** Logs what the visitor need not see (start-up failures, ignored socket messages). */
export const log = (message: string, detail?: unknown): void => {
  if (detail === undefined) console.warn(`[carbonmarket] ${message}`);
  else console.warn(`[carbonmarket] ${message}`, detail);
};

// The page cookies follow the session, the language and the colour scheme, so the server can draw a signed-in page.
const cookies = browserCookies();
const secure = typeof location !== 'undefined' && location.protocol === 'https:';
/** Sets one of the page cookies (`null` removes it). */
export const keepPageCookie = (
  name: Parameters<typeof writePageCookie>[1],
  value: string | null,
): void => writePageCookie(cookies, name, value, secure);
export const sessionStore = createSessionStore(storage, (token) =>
  keepPageCookie(PAGE_COOKIES.session, token),
);
export const languageStore = createLanguageStore(storage, (locale) =>
  keepPageCookie(PAGE_COOKIES.language, locale),
);
export const baseSettingsStore = createBaseSettingsStore(storage);
/** The device tokens this browser was given at sign-in, sent back with the next (ADR 040). */
export const deviceTokens = createDeviceTokenStore(storage);
export const feedbackChannel = createFeedbackChannel();
export const connectionState = createConnectionStateStore();
/** English from the start; Chinese and the legal texts are fetched when first needed. */
export const i18n = createLazyI18n();

let runtimeConfig: Promise<RuntimeConfig> | null = null;

/**
 * `config.json`, fetched once (the first call starts it; main.tsx calls it at start-up), as soon
 * as the browser is online: an app opened offline asks for it when the network is back.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  runtimeConfig ??= whenOnline().then(() => loadRuntimeConfig(appFetch, log));
  return runtimeConfig;
}
