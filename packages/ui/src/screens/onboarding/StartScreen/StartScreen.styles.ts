import styled from 'styled-components';
import { Text } from '../../../components/Typography/Text';

export const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding-top: ${({ theme }) => theme.space[600]};
  text-align: center;
`;

export const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatarLg};
  height: ${({ theme }) => theme.size.avatarLg};
  margin-bottom: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bg.fillBrand};
  color: ${({ theme }) => theme.color.text.onBrand};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const Tagline = styled(Text)`
  max-width: 320px;
  text-wrap: balance;
`;

export const Statement = styled(Text)`
  max-width: 340px;
  text-wrap: pretty;
`;

export const Highlights = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: ${({ theme }) => theme.space[400]};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const Highlight = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.text.brand};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: auto;
`;

export const Note = styled(Text)`
  text-wrap: balance;
`;

export const GuestError = styled(Text)`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;
