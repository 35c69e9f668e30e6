import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';
import { serviceWorkerRules } from './serviceWorkerRules';
import { webAppManifest } from './webAppManifest';
import type { SchemeColors } from './webAppManifest';

/**
 * Makes the member app installable and able to open offline (ADR 054), through vite-plugin-pwa
 * and Workbox: the web app manifest and its link in the page, and the service worker
 * (`/sw.js`, rules in `serviceWorkerRules.ts`), which the app registers from its data layer.
 */
export function installableApp(light: SchemeColors): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    // The app registers it itself, once the first page has settled (`registerServiceWorker.ts`).
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: webAppManifest(light),
    // The icons are in the precache already (`icons/*.png`).
    includeManifestIcons: false,
    workbox: serviceWorkerRules,
  });
}
