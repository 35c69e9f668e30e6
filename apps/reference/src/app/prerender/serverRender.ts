import type { PageRenderer } from '@carbonmarket/domain/contract';
import { renderSignedInPage } from './renderSignedInPage';
import type { RenderedSignedInPage } from './renderSignedInPage';
import { signedInDocument } from './signedInDocument';

/**
 * What the reference server loads from the build to draw signed-in pages (ADR 027): built for
 * Node by `build/prerenderPages.ts` into `dist-server/`, and named in `dist/prerendered.json`. The
 * server calls it through the domain's `PageRenderer`, which holds both sides to one type.
 */
export const renderer = {
  renderSignedInPage,
  signedInDocument,
} satisfies PageRenderer<RenderedSignedInPage, typeof fetch>;

export { renderSignedInPage, signedInDocument };
export type { RenderedSignedInPage, SignedInPageRequest } from './renderSignedInPage';
