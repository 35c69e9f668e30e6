import DOMPurify from 'dompurify';
import { ARTICLE_TAGS } from '@carbonmarket/domain';

/** Attributes it may keep: a link's target and title, an image's source and text. */
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt'];

/** Link targets a reader may follow: the web, mail, or a path on this site. */
const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

/**
 * The article's HTML made safe in the browser, again (the server sanitised it when it was
 * published): only the tags and attributes above survive, so no script, style, frame, form or
 * `on*` handler can; links keep only http(s), mailto or same-site targets, open in a new tab with
 * `rel="noopener noreferrer"`. Without a DOM (a page drawn on the server) nothing is returned:
 * the browser draws the article once it has sanitised it.
 */
export function sanitizeArticle(html: string): string {
  if (!DOMPurify.isSupported) return '';
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const target = node.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(target.trim())) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
    if (/^https?:/i.test(target)) node.setAttribute('target', '_blank');
  });
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'rel', 'target'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
