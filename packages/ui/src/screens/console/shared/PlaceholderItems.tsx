import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';

/** A console list's items, one under the other, without bullets. */
export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface PlaceholderItemsProps {
  /** What is loading, announced (such as "Loading the members"). */
  label: string;
  /** How many placeholder items: more than a phone's screen holds. */
  count: number;
  /** One item drawn with placeholder data, outlined as it would stand. */
  children: ReactNode;
}

/** A console list while it loads: its item drawn `count` times as outlines, announced once. */
export function PlaceholderItems({ label, count, children }: PlaceholderItemsProps) {
  return (
    <SkeletonOutline label={label}>
      <ItemList>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>{children}</li>
        ))}
      </ItemList>
    </SkeletonOutline>
  );
}
