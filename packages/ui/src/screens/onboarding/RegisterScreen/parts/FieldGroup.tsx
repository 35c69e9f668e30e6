import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.fieldGap};
  min-width: 0;
  margin: ${({ theme }) => theme.space[200]} 0 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  /* Floated, the legend leaves the fieldset's border and becomes a flex item like the fields. */
  float: left;
  width: 100%;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
`;

export interface FieldGroupProps {
  /** The group's name, shown above its fields and read before each of them. */
  legend: string;
  /** The fields. */
  children: ReactNode;
}

/** Related fields of a long form under a small heading (a `fieldset` with its `legend`). */
export function FieldGroup({ legend, children }: FieldGroupProps) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      {children}
    </Fieldset>
  );
}
