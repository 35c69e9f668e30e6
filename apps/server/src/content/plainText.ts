import sanitizeHtml from 'sanitize-html';
import { NON_TEXT_TAGS } from './newsHtml';

/** No tag is kept; scripts, styles and the like go with their content. */
const NO_TAGS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
};

/** sanitize-html writes text HTML-escaped; these are the only escapes it makes. */
const unescapeText = (html: string) =>
  html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Rounds of stripping before giving up on reaching a fixed point. Every round that changes the
 * text makes it shorter (a tag dropped, an entity read), so real text settles in two or three.
 */
const MAX_ROUNDS = 50;

/**
 * The text of a piece of HTML, as plain text: tags dropped (their text kept, scripts and styles
 * dropped with their content), entities read as the characters they name, surrounding spaces
 * trimmed. Text that spells a tag with entities (`&lt;b&gt;`) would become a tag once read, so
 * the stripping repeats until nothing changes: what comes out holds no tag. (Should it not settle,
 * every angle bracket is dropped.)
 */
export function plainText(html: string): string {
  let text = html;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const next = unescapeText(sanitizeHtml(text, NO_TAGS));
    if (next === text) return text.trim();
    text = next;
  }
  return text.replace(/[<>]/g, '').trim();
}
