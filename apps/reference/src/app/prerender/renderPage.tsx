import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '../../lib/router/Router';
import { ServerStyleSheet } from 'styled-components';
import { loadLanguage } from '@carbonmarket/ui';
import { App } from '../App';
import { loadFirstPage } from '../loadFirstPage';
import { i18n } from '../../lib/services';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The `<style>` tags of the styles the markup uses (styled-components' critical CSS). */
  styles: string;
}

/**
 * Renders the app at `pathname` as a first-time visitor's browser first renders it (English,
 * signed out, no stored settings), with the demo notice for a demo server's copy: the build's prerender (`build/prerenderPages.ts`) writes the
 * result into the page's HTML, and main.tsx hydrates it. One page per process: the route's code
 * is kept as the first page's, as in the browser.
 */
export async function renderPage(pathname: string, demo: boolean): Promise<RenderedPage> {
  // English with its error messages, as main.tsx loads it before the browser's first render.
  await Promise.all([loadLanguage(i18n, 'en'), loadFirstPage({ pathname, search: '' })]);
  const Router = ({ children }: { children?: ReactNode }) => (
    <StaticRouter location={pathname}>{children}</StaticRouter>
  );
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App Router={Router} prerenderedDemo={demo} />
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
