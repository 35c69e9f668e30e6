import styled, { css } from 'styled-components';

/** Keeps content for screen readers while taking no space on screen. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** A span that only screen readers read. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
