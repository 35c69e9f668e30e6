import { Children, Fragment, isValidElement, useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '../Typography/Heading';

const Root = styled.div<{ $inset: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  padding: ${({ theme, $inset }) => ($inset ? `0 ${theme.space[400]}` : '0')};
`;

const GroupTitle = styled(Heading)`
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[400]} ${theme.space[200]}`};
`;

const List = styled.ul<{ $inset: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: hidden;
  border-radius: ${({ theme, $inset }) => ($inset ? theme.radius.lg : theme.radius.none)};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme, $inset }) => ($inset ? theme.shadow.card : 'none')};
`;

const Item = styled.li`
  position: relative;
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    z-index: 1;
    top: 0;
    left: ${({ theme }) => theme.space[400]};
    right: 0;
    height: 1px;
    background: ${({ theme }) => theme.color.border.default};
    pointer-events: none;
  }
`;

/** The rows of `children`, with fragments opened up so that each cell gets its own list item. */
function flattenRows(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? flattenRows(child.props.children)
      : [child],
  );
}

export interface CellGroupProps {
  /** Heading above the rows, such as "Account". */
  title?: string;
  /** Heading level of `title`, to fit the outline of the screen. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Rounded card with side margins instead of an edge-to-edge list. @default false */
  inset?: boolean;
  /** The rows: `Cell`s, each becoming one list item with a divider between them. */
  children: ReactNode;
}

/** Stacks cells as a list with dividers between them, under an optional heading. */
export function CellGroup({ title, headingLevel = 3, inset = false, children }: CellGroupProps) {
  const titleId = useId();
  const rows = flattenRows(children);
  return (
    <Root $inset={inset}>
      {title !== undefined ? (
        <GroupTitle level={headingLevel} size="sm" weight="medium" tone="secondary" id={titleId}>
          {title}
        </GroupTitle>
      ) : null}
      {/* An explicit role keeps list semantics in Safari, which drops them when list-style is none. */}
      <List $inset={inset} role="list" aria-labelledby={title !== undefined ? titleId : undefined}>
        {rows.map((row, index) => (
          // Rows keep their own keys inside; the position is the item's identity.
          <Item key={index}>{row}</Item>
        ))}
      </List>
    </Root>
  );
}
