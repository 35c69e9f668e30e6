import styled from 'styled-components';
import type { ReactNode } from 'react';

const List = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;

  & > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[300]};
    padding: ${({ theme }) => theme.space[300]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }
  & > div:last-child {
    border-bottom: none;
  }
`;

const Term = styled.dt`
  flex: none;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

const Detail = styled.dd`
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-align: end;
  overflow-wrap: anywhere;
`;

/** One fact: its name at the start, its value at the end. */
export interface Fact {
  key: string;
  term: string;
  detail: ReactNode;
}

/** A column of facts, each a term and its value on one row, rows divided by hairlines. */
export function FactRows({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <List aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <Term>{fact.term}</Term>
          <Detail>{fact.detail}</Detail>
        </div>
      ))}
    </List>
  );
}
