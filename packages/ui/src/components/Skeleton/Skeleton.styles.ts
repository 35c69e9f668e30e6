import styled, { css, keyframes } from 'styled-components';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/** A grey placeholder with a soft highlight sweeping across it. */
export const Shape = styled.span<{ $width: string; $height: string; $radius: string }>`
  position: relative;
  display: block;
  flex: none;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  overflow: hidden;
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.color.bg.subtle};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    /* At rest (and when motion is off) the highlight waits off to the left. */
    transform: translateX(-100%);
    background: linear-gradient(
      90deg,
      transparent,
      ${({ theme }) => theme.color.bg.surface},
      transparent
    );
    opacity: 0.6;
    animation: ${sweep} 1.4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;

export const Lines = styled.span<{ $width: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  width: ${({ $width }) => $width};
  max-width: 100%;
`;

export { VisuallyHidden } from '../../theme/visuallyHidden';

/**
 * How a placeholder takes its place: `block` a line of its own, `inline` beside text, `contents`
 * no box of its own, so that what it draws is laid out by the page as the loaded content will be
 * (the gap between two cards of a page, say).
 */
export type StatusDisplay = 'block' | 'inline' | 'contents';

const statusDisplay = {
  block: css`
    position: relative;
    display: block;
    width: 100%;
  `,
  inline: css`
    position: relative;
    display: inline-block;
  `,
  contents: css`
    display: contents;
  `,
} as const;

export const Status = styled.div<{ $display: StatusDisplay }>`
  ${({ $display }) => statusDisplay[$display]}
`;

/** The shapes of a status, hidden from assistive technology, laid out as their status is. */
export const StatusShapes = styled.div<{ $display: StatusDisplay }>`
  ${({ $display }) =>
    $display === 'contents' &&
    css`
      display: contents;
    `}
`;

export const ListRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  &:not(:first-child) {
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

export const RowText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  flex: 1 1 auto;
  min-width: 0;
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const CardFooter = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[100]};
`;
