// Draws the installed app's icons (`apps/reference/public/icons/*.png`) from their two sources in
// `apps/reference/icons/`, in headless Chromium: the mark with its rounded corners and a
// transparent surround ("any" icons), and the mark on a full-bleed square with the leaf inside the
// maskable safe zone (Android masks it to its own shape; iOS rounds its touch icon itself).
// Run `npm run icons` after changing a source, and commit the PNGs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium } from './chromium.mjs';
import { APP_ICONS } from '../apps/reference/build/appIcons';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SOURCES = path.join(ROOT, 'apps/reference/icons');
const PUBLIC = path.join(ROOT, 'apps/reference/public');

const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
try {
  for (const icon of APP_ICONS) {
    const svg = readFileSync(path.join(SOURCES, icon.source), 'utf8');
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`,
    );
    await page.screenshot({
      path: path.join(PUBLIC, icon.file),
      omitBackground: icon.purpose === 'any',
    });
    await page.close();
    console.log(`${icon.file} (${icon.size} × ${icon.size}, ${icon.purpose})`);
  }
} finally {
  await browser.close();
}
