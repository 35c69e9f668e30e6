import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '../../../components/Typography/Heading';

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.fieldGap};
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

/** A group of a form's fields under its heading (a language of a bilingual text, a topic). */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Group aria-labelledby={headingId}>
      <Heading level={3} size="md" weight="semibold" id={headingId}>
        {title}
      </Heading>
      {children}
    </Group>
  );
}
