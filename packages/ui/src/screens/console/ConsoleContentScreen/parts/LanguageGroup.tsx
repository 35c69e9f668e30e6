import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '../../../../components/Typography/Heading';

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.fieldGap};
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

/** The fields of one language of a bilingual text, under that language's name. */
export function LanguageGroup({ title, children }: { title: string; children: ReactNode }) {
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
