import sanitizeHtml from 'sanitize-html';
import { ARTICLE_TAGS, isSafeImageUrl, isSafeLinkUrl } from '@carbonmarket/domain';

/** Tags whose content is dropped with them, not kept as text. */
export const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'template',
];

/**
 * What a news body may contain, and nothing else: text formatting, headings, lists, quotes, links
 * and images. Links keep only http, https and mailto targets (or paths on this server) and always
 * carry `rel="noopener noreferrer"`; images keep only http(s) or relative sources. Everything
 * that can run code is dropped: script, style, iframe, object, embed, svg, forms, every `on*`
 * handler, `style` and `class` attributes, and `javascript:`/`data:`/`vbscript:` URLs, however
 * they are spelled or encoded. `<h1>` becomes `<h2>` (the page has its own title).
 */
export const NEWS_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      return {
        tagName,
        attribs: {
          ...(href !== undefined && isSafeLinkUrl(href.trim()) ? { href: href.trim() } : {}),
          ...(title !== undefined ? { title } : {}),
          rel: 'noopener noreferrer',
        },
      };
    },
    img: (tagName, attribs) => {
      const { src, alt, title } = attribs;
      return {
        tagName,
        attribs: {
          ...(src !== undefined && isSafeImageUrl(src.trim()) ? { src: src.trim() } : {}),
          ...(alt !== undefined ? { alt } : {}),
          ...(title !== undefined ? { title } : {}),
        },
      };
    },
  },
  // An image without a usable source shows nothing: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/** A news body reduced to the allow-list above; safe to render as HTML. */
export const sanitizeNewsHtml = (html: string): string => sanitizeHtml(html, NEWS_HTML_POLICY);
