import type { DrawnFor } from '@carbonmarket/domain/contract';
import { DRAWN_DATA_ID } from '../../lib/query/drawnData';
import type { RenderedSignedInPage } from './renderSignedInPage';
import { DRAWN_FOR_META, SIGNED_IN_SLOTS } from './signedInSlots';

/** Text as an HTML attribute's value (inside double quotes). */
const attribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page the server drew for a signed-in visitor, as the HTML document it sends: the route's
 * template (`build/pageHtml.ts`) with the `<meta>` naming the visitor and language (which the
 * guard compares with the browser's session before the first paint), the critical CSS, `#root`
 * holding the page (marked with what main.tsx checks before hydrating) and the data the page
 * was drawn with.
 */
export function signedInDocument(
  template: string,
  page: Pick<RenderedSignedInPage, 'html' | 'styles' | 'data' | 'drawnAt'>,
  drawnFor: DrawnFor,
): string {
  const { pathname, search, memId, language, demo } = drawnFor;
  const root =
    `<div id="root" data-prerendered="${attribute(pathname)}" data-search="${attribute(search)}"` +
    ` data-member="${memId}" data-lang="${language}" data-drawn-at="${page.drawnAt}"` +
    `${demo ? ' data-demo=""' : ''}>${page.html}</div>` +
    `\n    <script type="application/json" id="${DRAWN_DATA_ID}">${page.data}</script>`;
  return template
    .replace(
      SIGNED_IN_SLOTS.drawnFor,
      () => `<meta name="${DRAWN_FOR_META}" content="${memId} ${language}">`,
    )
    .replace(SIGNED_IN_SLOTS.styles, () => page.styles)
    .replace(SIGNED_IN_SLOTS.root, () => root);
}
