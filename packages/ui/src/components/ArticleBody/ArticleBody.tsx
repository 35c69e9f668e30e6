import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeArticle } from './sanitizeArticle';

/**
 * The article's own elements, in the design system's type: the scale's sizes, the theme's
 * colours; images and anything wide never wider than the phone.
 */
const Body = styled.div`
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  overflow-wrap: anywhere;

  & > * {
    margin-block: 0;
  }
  & > * + * {
    margin-top: ${({ theme }) => theme.space[400]};
  }
  & > * + :is(h2, h3, h4) {
    margin-top: ${({ theme }) => theme.space[600]};
  }
  & :is(h2, h3, h4) {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.lg};
  }
  & :is(h3, h4) {
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.md};
  }
  & :is(ul, ol) {
    padding-inline-start: ${({ theme }) => theme.space[600]};
  }
  & blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space[400]};
    border-inline-start: 3px solid ${({ theme }) => theme.color.border.strong};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  & figure {
    margin-inline: 0;
  }
  & figcaption {
    margin-top: ${({ theme }) => theme.space[200]};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.sm};
  }
  & img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & pre {
    overflow-x: auto;
    max-width: 100%;
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: underline;
  }
`;

export interface ArticleBodyProps {
  /** The article's HTML as the server sent it (sanitised there once already). */
  html: string;
}

/**
 * A news article's rich text, sanitised again here before it reaches the page: the article a
 * member reads, and the preview the operator checks before publishing it (one look, one rule).
 */
export function ArticleBody({ html }: ArticleBodyProps) {
  const safe = useMemo(() => sanitizeArticle(html), [html]);
  return <Body dangerouslySetInnerHTML={{ __html: safe }} />;
}
