// The visit `bench:app` makes before it audits a page: the page in a fresh Chromium with the
// storage the audits will use, read once it shows the expected heading (or after a timeout).
import { withChromium, withPuppeteer, writeStorage } from './browser';
import type { StorageEntries } from './browser';
import type { ObservedPage, PageExpectation } from './pageCheck';

/** How long the page may take to render the expected heading. */
const RENDER_TIMEOUT_MS = 20_000;
/** Time left after the heading for what follows it (a guard's dialog, a dropped session). */
const SETTLE_MS = 1_000;

/**
 * Runs in the page: its path, level-1 headings, main landmarks and the headings inside them, the
 * open dialogs, and who the app's storage holds as signed in. No named functions inside: tsx
 * would wrap them in a helper the page does not have.
 */
function observe(): ObservedPage {
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map(
    (element) => ({
      element,
      level:
        Number(element.getAttribute('aria-level')) ||
        Number(/^H([1-6])$/.exec(element.tagName)?.[1] ?? 2),
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }),
  );
  const mains = [...document.querySelectorAll('main, [role="main"]')];
  const dialogs = [
    ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'),
  ];
  // The app's rule for a stored session (sessionPersistence.ts): isLogin, a token and loginInfo,
  // whose visitor type tells a guest from a member.
  let loginInfo: unknown = null;
  try {
    loginInfo = JSON.parse(localStorage.getItem('loginInfo') ?? 'null');
  } catch {
    loginInfo = null;
  }
  const info =
    typeof loginInfo === 'object' && loginInfo !== null
      ? (loginInfo as { visitorType?: unknown })
      : null;
  const signedIn =
    ['true', '1'].includes(localStorage.getItem('isLogin') ?? '') &&
    Boolean(localStorage.getItem('token')) &&
    info !== null;
  return {
    path: location.pathname,
    titles: headings.filter((heading) => heading.level === 1).map((heading) => heading.text),
    mainLandmarks: mains.length,
    mainHeadings: headings
      .filter((heading) => mains.some((main) => main.contains(heading.element)))
      .map(({ level, text }) => ({ level, text })),
    openDialogs: dialogs.map(
      (dialog) =>
        dialog.getAttribute('aria-label') ??
        (dialog.querySelector('h1, h2, h3')?.textContent ?? dialog.textContent ?? '')
          .trim()
          .slice(0, 80),
    ),
    visitor: !signedIn ? 'signed out' : info?.visitorType === 'guest' ? 'guest' : 'member',
  };
}

/** Visits `url` (with `storage` on its origin) and reports what the page shows. */
export async function probePage(
  url: string,
  expected: PageExpectation,
  storage?: StorageEntries,
): Promise<ObservedPage> {
  return withChromium(async (port) => {
    if (storage) await writeStorage(port, new URL(url).origin, storage);
    return withPuppeteer(port, async (browser) => {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
      await page.goto(url, { waitUntil: ['load', 'networkidle2'] });
      // Wait until the expected heading is in a main landmark; a wrong page never shows it, and
      // is then read as it is once the time is up.
      await page
        .waitForFunction(
          (wanted: { level: number; text: string }) =>
            [
              ...document.querySelectorAll(`main h${wanted.level}, [role="main"] h${wanted.level}`),
            ].some(
              (element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim() === wanted.text,
            ),
          { timeout: RENDER_TIMEOUT_MS },
          expected.mainHeading,
        )
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const observed = await page.evaluate(observe);
      await page.close();
      return observed;
    });
  });
}
