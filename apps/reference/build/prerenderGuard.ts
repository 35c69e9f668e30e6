/**
 * The one inline script of a prerendered page, run before its first paint. The page shows what a
 * first-time visitor sees (English, signed out, no query); for anyone else (a Chinese reader, a
 * signed-in visitor, a link with a query) it hides the prerendered markup, which main.tsx then
 * renders afresh instead of hydrating: no flash of the wrong language or page. main.tsx decides
 * with the app's own stores and always lifts the mark. Storage keys as in `storageKeys.ts`.
 */
export const PRERENDER_GUARD_SCRIPT =
  "try{var s=localStorage;if(location.search||s.getItem('currLang')==='cn'||s.getItem('token')||s.getItem('isLogin')==='true')document.documentElement.setAttribute('data-prerender','stale')}catch(e){}";

/** The style that hides stale prerendered markup (styles may be inline under the CSP). */
export const PRERENDER_GUARD_STYLE =
  'html[data-prerender=stale] #root[data-prerendered]{visibility:hidden}';
