// What the journeys on pages drawn before the app runs share: the console's complaints, and
// whether React took over an element the HTML brought or drew the page afresh.
import type { Page } from 'playwright-core';

/**
 * Playwright's own word when the app registers its service worker in a journey that blocks
 * workers (all but the installable app's, `browser.ts`): the journeys' setting, not the app's.
 */
const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Console errors and warnings of a page, as they come. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text() === WORKER_BLOCKED) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/**
 * Keeps, on every load of the page, the first element matching `selector` as the HTML brought it,
 * before any script: `hydratedInPlace` then tells whether React took it over.
 */
export async function keepDrawnElement(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted: string) => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { drawnElement: document.querySelector(wanted) });
    });
  }, selector);
}

/** Resolves once React has taken over the kept element (hydrated it, not drawn it afresh). */
export async function hydratedInPlace(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const element = (window as { drawnElement?: Element | null }).drawnElement;
    return (
      element?.isConnected === true &&
      Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    );
  });
}
