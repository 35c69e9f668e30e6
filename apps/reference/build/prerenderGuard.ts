import { DRAWN_FOR_META } from '../src/app/prerender/signedInSlots';

/**
 * The inline script of a prerendered page, run before its first paint. A page the build
 * prerendered shows what a first-time visitor sees (English, signed out, no query); for anyone
 * else (a Chinese reader, a signed-in visitor, a link with a query) it hides the markup, which
 * main.tsx then renders afresh instead of hydrating: no flash of the wrong language or page. A
 * page the server drew for a signed-in visitor (ADR 027) names them in the `<meta>` above it; it is
 * hidden unless the same visitor is signed in here, in that language. main.tsx decides with the
 * app's own stores and always lifts the mark. Storage keys as in `storageKeys.ts`.
 */
export const PRERENDER_GUARD_SCRIPT =
  `(function(){var d=document.documentElement,m=document.querySelector('meta[name=${DRAWN_FOR_META}]'),x;` +
  "try{var s=localStorage,l=s.getItem('currLang')==='cn'?'cn':'en';" +
  "if(m){var f=m.content.split(' '),i=JSON.parse(s.getItem('loginInfo')||'null');x=!s.getItem('token')||!/^(true|1)$/.test(s.getItem('isLogin'))||!i||String(i.mem_id)!==f[0]||l!==f[1]}" +
  "else x=location.search||l==='cn'||s.getItem('token')||s.getItem('isLogin')==='true'}" +
  // Storage refused: the app starts signed out, as a build's page shows, never as a server's.
  "catch(e){x=m}if(x)d.setAttribute('data-prerender','stale')})()";

/** The style that hides stale prerendered markup (styles may be inline under the CSP). */
export const PRERENDER_GUARD_STYLE =
  'html[data-prerender=stale] #root[data-prerendered]{visibility:hidden}';
