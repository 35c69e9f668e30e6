import { THEME_COLOR_SCHEME_ATTRIBUTE, themeColorMedia } from '@carbonmarket/domain';
import type { ColorSchemeChoice } from '@carbonmarket/ui';

/** A `theme-color` meta of the page (tests pass fakes). */
export type ThemeColorMeta = Pick<Element, 'getAttribute' | 'setAttribute'>;

/**
 * Gives the browser's bar (an installed app's status bar) the chosen scheme's colour: of the
 * page's two `theme-color` metas, each naming its scheme, the chosen one's applies always and the
 * other never; with `system`, each applies in its own scheme of the device again. The server
 * sends pages narrowed the same way from the page cookie (ADR 043); this keeps a page shown
 * while the choice changes in step.
 */
export function applyBrowserBarColor(
  metas: Iterable<ThemeColorMeta>,
  choice: ColorSchemeChoice,
): void {
  for (const meta of metas) {
    const scheme = meta.getAttribute(THEME_COLOR_SCHEME_ATTRIBUTE);
    if (scheme !== 'light' && scheme !== 'dark') continue;
    meta.setAttribute('media', themeColorMedia(scheme, choice === 'system' ? null : choice));
  }
}
