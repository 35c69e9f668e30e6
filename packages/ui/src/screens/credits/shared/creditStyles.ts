import styled from 'styled-components';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';

/** A section of a credits page: its heading, then its content. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

export const SectionTitle = styled(Heading).attrs({
  size: 'lg',
  weight: 'bold',
  tone: 'primary',
})``;

/** A secondary line under a title. */
export const Line = styled(Text).attrs({ size: 'sm', tone: 'secondary', breakAnywhere: true })``;

/** Buttons one above the other, full width. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;
