// The Start screen's content for the two reference pages of `bench:app`: the same heading, text,
// icons and buttons as `StartScreen` (packages/ui), in plain elements and one small style sheet
// with the design system's sizes and colours. The static page renders it on the server, the bare
// React app in the browser: the same markup either way.
import { createElement as h } from 'react';
import type { ReactElement } from 'react';
import type { StartStrings } from './appPages';

/** The paths of the bundled 24x24 line icons the screen shows (packages/ui/src/icons/paths.tsx). */
const ICONS = {
  leaf: [
    'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10z',
    'M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12',
  ],
  success: ['M8 12l3 3 5-6'],
  globe: ['M2 12h20M12 2a15.3 15.3 0 0 1 0 20M12 2a15.3 15.3 0 0 0 0 20'],
} as const;

/** A decorative icon as `Icon` draws it: stroked, hidden from assistive technology. */
function icon(name: keyof typeof ICONS, size: number): ReactElement {
  const circle = name === 'leaf' ? [] : [h('circle', { key: 'c', cx: 12, cy: 12, r: 10 })];
  return h(
    'svg',
    {
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      focusable: 'false',
      'aria-hidden': true,
    },
    ...circle,
    ...ICONS[name].map((d) => h('path', { key: d, d })),
  );
}

const HIGHLIGHTS = ['verified', 'priced', 'sell'] as const;

/** The Start screen: nav bar with the language button, hero, highlights and the three ways in. */
export function startContent(text: StartStrings): ReactElement {
  return h(
    'div',
    { className: 'frame' },
    h(
      'header',
      null,
      h(
        'button',
        { type: 'button', className: 'icon', 'aria-label': text.languageLabel },
        icon('globe', 20),
      ),
    ),
    h(
      'main',
      null,
      h(
        'section',
        { className: 'hero' },
        h('div', { className: 'logo' }, icon('leaf', 40)),
        h('h1', null, text.appName),
        h('p', { className: 'tagline' }, text.tagline),
        h('p', { className: 'statement' }, text.statement),
      ),
      h(
        'ul',
        { className: 'highlights', 'aria-label': text.highlights.label },
        ...HIGHLIGHTS.map((key) =>
          h('li', { key }, icon('success', 20), h('span', null, text.highlights[key])),
        ),
      ),
      h(
        'div',
        { className: 'actions' },
        h('a', { className: 'button primary', href: '/pages/login/index' }, text.login),
        h('a', { className: 'button secondary', href: '/pages/register/index' }, text.register),
        h('button', { type: 'button', className: 'button plain' }, text.guest),
        h('div', { role: 'alert' }),
        h('p', { className: 'note' }, text.guestNote),
      ),
    ),
  );
}

/**
 * The page's styles: Start's layout with the light theme's tokens (packages/ui/src/tokens,
 * theme.ts). Inter is the face, as in the app; each page brings its own `@font-face` rules.
 */
export const START_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#f5f7f6;color:#141917;font-family:'Inter','Noto Sans SC',sans-serif;font-size:16px;line-height:24px;-webkit-font-smoothing:antialiased}
.frame{display:flex;flex-direction:column;width:100%;max-width:480px;min-height:100vh;min-height:100dvh;margin:0 auto}
header{position:sticky;top:0;display:flex;justify-content:flex-end;align-items:center;height:48px;padding:0 4px}
.icon{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:9999px;background:transparent;color:inherit}
main{flex:1 0 auto;display:flex;flex-direction:column;gap:24px;min-width:0;padding:16px}
.hero{display:flex;flex-direction:column;align-items:center;gap:12px;padding-top:24px;text-align:center}
.logo{display:flex;align-items:center;justify-content:center;width:72px;height:72px;margin-bottom:8px;border-radius:16px;background:#137a4d;color:#fff;box-shadow:0 4px 12px rgba(12,16,14,.12)}
h1{margin:0;font-size:30px;line-height:38px;font-weight:700}
.tagline{margin:0;max-width:320px;color:#0f6140;font-size:18px;line-height:26px;font-weight:600;text-wrap:balance}
.statement{margin:0;max-width:340px;color:#505a56;text-wrap:pretty}
.highlights{display:flex;flex-direction:column;gap:12px;margin:0;padding:16px;list-style:none;border-radius:12px;background:#fff;box-shadow:0 1px 2px rgba(12,16,14,.06),0 1px 3px rgba(12,16,14,.08)}
.highlights li{display:flex;align-items:flex-start;gap:12px;font-size:14px;line-height:20px}
.highlights svg{flex:none;color:#0f6140}
.actions{display:flex;flex-direction:column;gap:12px;margin-top:auto}
.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:0 16px;border:1px solid transparent;border-radius:8px;font:inherit;font-weight:600;line-height:20px;text-decoration:none;cursor:pointer}
.primary{background:#137a4d;color:#fff}
.secondary{background:#fff;border-color:#137a4d;color:#0f6140}
.plain{background:transparent;color:#0f6140}
.note{margin:0;color:#505a56;font-size:12px;line-height:16px;text-align:center;text-wrap:balance}
`.trim();
