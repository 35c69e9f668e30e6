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
 *
 * The entry is requested first (it is needed first and is the largest download), then one
 * preload per task: Chromium handles each `modulepreload` link it is given in 1 to 9 ms (5 to
 * 35 ms at Lighthouse's mobile slowdown), so a dozen in one task blocked input for up to 140 ms
 * (ADR 035). They are all in the document long before the entry, still downloading, asks for them.
 */
export function loadJavaScriptAfterPaint(html: string): { html: string; script: string } {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const script =
    `(function(){var d=document,done=0;function add(e){d.head.appendChild(e)}function go(){if(done)return;done=1;` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};add(s);` +
    `var q=${JSON.stringify(preloads)},i=0;(function next(){if(i>=q.length)return;` +
    `var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=q[i++];add(l);setTimeout(next,0)})()}` +
    `if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
  return {
    html: html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    script,
  };
}
