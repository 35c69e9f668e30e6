import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';
import { serviceWorkerRules } from './serviceWorkerRules';
import { webAppManifest } from './webAppManifest';
import type { SchemeColors } from './webAppManifest';

/**
 * Makes the member app installable and able to open offline (ADR 054), through vite-plugin-pwa
 * and Workbox: the web app manifest and its link in the page, and the service worker
 * (`/sw.js`, rules in `serviceWorkerRules.ts`), registered by a deferred script file
 * (`/registerSW.js`: the CSP allows no inline script) once the page has loaded.
 */
export function installableApp(light: SchemeColors): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    injectRegister: 'script-defer',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: webAppManifest(light),
    // The icons are in the precache already (`icons/*.png`).
    includeManifestIcons: false,
    workbox: serviceWorkerRules,
  });
}
