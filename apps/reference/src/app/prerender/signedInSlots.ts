/** The name of the `<meta>` a page the server drew carries: "<mem_id> <lang>" of its visitor. */
export const DRAWN_FOR_META = 'cm-drawn-for';

/**
 * Where a signed-in page's template (written by the build, `build/pageHtml.ts`) takes what the
 * server's render gives (`signedInDocument.ts`, ADR 027).
 */
export const SIGNED_IN_SLOTS = {
  /** Before the guard: the `<meta>` naming the visitor the page was drawn for. */
  drawnFor: '<!--cm-drawn-for-->',
  /** After the guard: the page's critical CSS. */
  styles: '<!--cm-styles-->',
  /** The whole `#root` element with the page, then the replies it was drawn with. */
  root: '<!--cm-root-->',
} as const;
