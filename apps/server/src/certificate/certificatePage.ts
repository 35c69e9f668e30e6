import type { Lang } from '@carbonmarket/domain/contract';
import { CERTIFICATE_TEXTS } from './certificateTexts';
import type { CertificateView } from './certificateView';
import { qrModules, qrSvg } from './certificateQr';

/** Text made safe to stand in HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The page's look: inline, as the security policy allows styles (no script at all). */
const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans SC',
    'PingFang SC', sans-serif; background: #f3f6f4; color: #14251c; line-height: 1.5; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  article { background: #fff; border: 1px solid #cfe0d5; border-radius: 12px; padding: 1.5rem; }
  h1 { font-size: 1.4rem; margin: 0 0 0.75rem; color: #0f5132; }
  p { margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #4b5f53; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .serials { font-family: ui-monospace, Menlo, Consolas, monospace; }
  figure { margin: 0; text-align: center; }
  figcaption { color: #4b5f53; font-size: 0.9rem; }
  nav { display: flex; gap: 1rem; justify-content: center; margin-top: 1.25rem; }
  a { color: #0f5132; }
  .verified { color: #0f5132; font-weight: 600; }
`;

const page = (lang: Lang, title: string, body: string) =>
  `<!doctype html>
<html lang="${CERTIFICATE_TEXTS[lang].htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/** The links under the certificate: its PDF and the page in the other language. */
export interface CertificatePageLinks {
  pdf: string;
  otherLanguage: string;
}

/** The public verification page of a certificate: what it shows, and its QR code. */
export function certificatePage(view: CertificateView, links: CertificatePageLinks): string {
  const { texts } = view;
  const rows = view.rows
    .map(
      ({ label, value }) =>
        `<dt>${escapeHtml(label)}</dt><dd${label === texts.serials ? ' class="serials"' : ''}>${escapeHtml(value)}</dd>`,
    )
    .join('\n');
  const registry = view.registryUrl
    ? `<a href="${escapeHtml(view.registryUrl)}" rel="noopener noreferrer">${escapeHtml(texts.registry)}</a>`
    : '';
  return page(
    view.lang,
    texts.title,
    `<article>
<h1>${escapeHtml(texts.title)}</h1>
<p class="verified">${escapeHtml(texts.verified)}</p>
<p>${escapeHtml(view.statement)}</p>
<dl>
${rows}
</dl>
<figure>
${qrSvg(qrModules(view.verificationUrl), escapeHtml(texts.scan))}
<figcaption>${escapeHtml(texts.scan)}</figcaption>
</figure>
<nav>
<a href="${escapeHtml(links.pdf)}">${escapeHtml(texts.pdf)}</a>
<a href="${escapeHtml(links.otherLanguage)}">${escapeHtml(texts.otherLanguage)}</a>
${registry}
</nav>
</article>`,
  );
}

/** What an address that names no certificate answers: a page, not an error of the server. */
export function certificateNotFoundPage(lang: Lang): string {
  const texts = CERTIFICATE_TEXTS[lang];
  return page(
    lang,
    texts.notFoundTitle,
    `<article>
<h1>${escapeHtml(texts.notFoundTitle)}</h1>
<p>${escapeHtml(texts.notFoundBody)}</p>
</article>`,
  );
}
