import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/Button/ButtonLink';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.fillBrandSubtle};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[100]};
`;

export interface GuestInviteProps {
  /** Where "Create an account" leads. */
  registerHref: string;
  /** Where "Log in" leads. */
  loginHref: string;
}

/** In place of the balances, guests are invited to register or log in. */
export function GuestInvite({ registerHref, loginHref }: GuestInviteProps) {
  const { t } = useTranslation();
  return (
    <Root aria-labelledby="home-guest">
      <Title id="home-guest">{t('home.guest.title')}</Title>
      <Text>{t('home.guest.description')}</Text>
      <Actions>
        <ButtonLink href={registerHref} fullWidth>
          {t('home.guest.register')}
        </ButtonLink>
        <ButtonLink href={loginHref} variant="secondary" fullWidth>
          {t('home.guest.login')}
        </ButtonLink>
      </Actions>
    </Root>
  );
}
