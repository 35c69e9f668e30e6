import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from './Skeleton';

/*
 * Only colours change here, never a height: the outline takes exactly the space of what it draws.
 * Text turns into bars the size of its line boxes; surfaces (cards, panels) keep their background
 * and shadow, so the placeholder has the final content's outline.
 */
const Outline = styled.div`
  /* No box of its own: the parts it draws are laid out by the page, as the loaded ones will be. */
  display: contents;
  pointer-events: none;
  user-select: none;

  & * {
    color: transparent !important;
    border-color: transparent !important;
    text-decoration: none !important;
  }
  /* Blocks of text: one bar per line box, however many lines the block is high. */
  & :is(h1, h2, h3, h4, h5, h6, p, dt, label) {
    width: fit-content;
    background: repeating-linear-gradient(
      to bottom,
      transparent 0 2px,
      ${({ theme }) => theme.color.bg.subtle} 2px calc(1lh - 2px),
      transparent calc(1lh - 2px) 1lh
    ) !important;
  }
  & :is(span, a, strong) {
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg.subtle} !important;
  }
  /*
   * A link in running text is padded to be a big enough target, with no effect on the layout (an
   * inline box's padding, or a padding its negative margin cancels): the bar is its text's only.
   */
  & :is(label a, a[data-inline-target]) {
    padding-block: 0 !important;
    margin-block: 0 !important;
  }
  & div:not(:has(*)) {
    background: ${({ theme }) => theme.color.bg.subtle} !important;
  }
  & svg,
  & img {
    visibility: hidden;
  }
`;

export interface SkeletonOutlineProps {
  /**
   * The content's own layout with placeholder data (one line of text where the real content has
   * one). It is drawn as grey bars, hidden from assistive technology and inert (its links and
   * buttons take no focus or press), so its text is never read and needs no translation.
   */
  children: ReactNode;
  /** Announced while loading; defaults to the translated "Loading". */
  label?: string;
}

/**
 * A placeholder drawn from the content's own layout: the real component renders placeholder data,
 * and the outline paints its text as bars. It adds no box around them: its parts (several cards
 * of a page, say) sit in the page's layout, with its gaps, exactly where the loaded ones will.
 * When the data arrives nothing below it moves, because the placeholder was the same size and in
 * the same place all along.
 */
export function SkeletonOutline({ children, label }: SkeletonOutlineProps) {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={label ?? t('feedback.skeleton.label')} display="contents">
      {/* Inert: a link or button of the placeholder's layout can be neither focused nor pressed. */}
      <Outline inert>{children}</Outline>
    </LoadingStatus>
  );
}
