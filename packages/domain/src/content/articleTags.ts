/**
 * The tags a news article's HTML may contain, and nothing else: text formatting, headings (the
 * page has its own title, so from level 2), lists, quotes, links, images and their captions. The
 * server keeps only these when an article is written, and the browser again before showing it.
 */
export const ARTICLE_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'code',
  'pre',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
] as const;
