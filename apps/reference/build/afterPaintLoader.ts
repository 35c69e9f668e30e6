import { createHash } from 'node:crypto';

/** The CSP source expression (`'sha256-…'`) of an inline script. */
export const scriptHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">/g;

/**
 * Moves a page's JavaScript (the entry's `<script type="module">` and the `modulepreload` links)
 * into an inline script that requests it once the prerendered page has been painted: the first
 * paint then waits for the HTML and the CSS only, not for the download of the JavaScript, which
 * hydrates the page that is already on screen. A page opened in a background tab (no frames)
 * requests it at once.
 */
export function loadJavaScriptAfterPaint(html: string): { html: string; script: string } {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const script =
    `(function(){var d=document,done=0;function go(){if(done)return;done=1;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
  return {
    html: html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    script,
  };
}
