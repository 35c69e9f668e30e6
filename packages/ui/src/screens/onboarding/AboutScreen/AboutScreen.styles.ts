import styled from 'styled-components';

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

export const HeroTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  line-height: ${({ theme }) => theme.font.lineHeight['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-wrap: balance;
`;

export const HeroText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  text-wrap: pretty;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  text-wrap: pretty;
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

export const StepTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StepText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
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

export const Version = styled.p`
  margin: 0;
  padding-bottom: ${({ theme }) => theme.space[600]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  text-align: center;
`;
