import styled from 'styled-components';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';

/** Page padding for the parts that do not run to the edges (the contact list insets itself). */
export const Padded = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
  padding: ${({ theme }) => theme.layout.pagePadding} ${({ theme }) => theme.layout.pagePadding} 0;
`;

export const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[600]} ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.fillBrand};
  color: ${({ theme }) => theme.color.text.onBrand};
`;

export const HeroIcon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatarMd};
  height: ${({ theme }) => theme.size.avatarMd};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid currentColor;
`;

export const HeroTitle = styled(Heading)`
  text-wrap: balance;
`;

/** A paragraph of the page: its lines end evenly. */
export const Paragraph = styled(Text)`
  text-wrap: pretty;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

export const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: ${({ theme }) => theme.space[400]};
  list-style: none;
  counter-reset: step;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const Step = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.size.avatarSm} 1fr;
  column-gap: ${({ theme }) => theme.space[300]};
  counter-increment: step;

  &::before {
    content: counter(step);
    grid-row: span 2;
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.avatarSm};
    height: ${({ theme }) => theme.size.avatarSm};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bg.fillBrandSubtle};
    color: ${({ theme }) => theme.color.text.brand};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const ContactLink = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  /* Wraps only where the content allows it (an address after its @ and before its dots). */
  overflow-wrap: normal;
  word-break: normal;
`;

export const Version = styled(Text)`
  padding-bottom: ${({ theme }) => theme.space[600]};
`;
