import { PAGE_COOKIES } from '@carbonmarket/domain';
import { keepPageCookie, storage } from '../services';
import { applyBrowserBarColor } from './browserBarColor';
import { applyColorScheme, createColorSchemeStore } from './colorSchemeStore';

/**
 * The colour scheme chosen in Settings, put on the page (its root and the browser bar's colour)
 * and in its cookie, so that the server
 * sends every page already in that scheme (ADR 043). Not in the entry: the server writes the
 * cookie's scheme on every page it sends, so nothing waits for this. The data layer imports it at
 * start, and creating it puts the stored choice on the page and in the cookie again, in case the
 * cookie was lost.
 */
export const colorSchemeStore = createColorSchemeStore(storage, (choice) => {
  if (typeof document !== 'undefined') {
    applyColorScheme(document.documentElement, choice);
    applyBrowserBarColor(document.querySelectorAll('meta[name="theme-color"]'), choice);
  }
  keepPageCookie(PAGE_COOKIES.colorScheme, choice === 'system' ? null : choice);
});
