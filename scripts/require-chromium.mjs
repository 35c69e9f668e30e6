// Stops with one clear line when no Chromium is installed.
import { INSTALL_HINT, findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
