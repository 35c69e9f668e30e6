// Finds the system Chromium: CHROME_PATH first, then /usr/bin/chromium. Nothing here downloads
// a browser.
import { existsSync } from 'node:fs';

export const INSTALL_HINT =
  'No Chromium found: install it with `sudo apt-get install -y chromium fonts-noto-cjk` (Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.';

/** Absolute path of the Chromium binary to drive, or null when there is none. */
export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** Flags that keep headless Chromium quiet and deterministic on a machine without internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-partial-raster',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
