import styled from 'styled-components';
import { Text } from '../Typography/Text';

/**
 * A line of secondary text on a project card, on one line with an ellipsis, so that every card of
 * a list has one height (the project's page has the whole text).
 */
export const CardLine = styled(Text).attrs({ size: 'sm', tone: 'secondary', truncate: true })``;

/** A label and its figure at either end of a project card's row (price, remaining tons). */
export const CardRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;
