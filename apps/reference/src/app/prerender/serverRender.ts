/**
 * What the reference server loads from the build to draw signed-in pages (ADR 027): built for
 * Node by `build/prerenderPages.ts` into `dist-server/`, and named in `dist/prerendered.json`.
 */
export { renderSignedInPage } from './renderSignedInPage';
export type { RenderedSignedInPage, SignedInPageRequest } from './renderSignedInPage';
export { signedInDocument } from './signedInDocument';
export type { DrawnFor } from './signedInDocument';
