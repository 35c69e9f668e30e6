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
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[100]};
`;

export interface VisitorInviteProps {
  /** A guest is invited to register first; a visitor without a session, to log in first. */
  visitor: 'guest' | 'signedOut';
  /** Where "Create an account" leads. */
  registerHref: string;
  /** Where "Log in" leads. */
  loginHref: string;
}

/** In place of the member's card: why there is no account here, and the ways in. */
export function VisitorInvite({ visitor, registerHref, loginHref }: VisitorInviteProps) {
  const { t } = useTranslation();
  const register = (
    <ButtonLink
      href={registerHref}
      variant={visitor === 'guest' ? 'primary' : 'secondary'}
      fullWidth
    >
      {t('profile.hub.register')}
    </ButtonLink>
  );
  const login = (
    <ButtonLink href={loginHref} variant={visitor === 'guest' ? 'secondary' : 'primary'} fullWidth>
      {t('profile.hub.login')}
    </ButtonLink>
  );
  return (
    <Root aria-labelledby="profile-invite">
      <Title id="profile-invite">{t(`profile.hub.${visitor}.title`)}</Title>
      <Text>{t(`profile.hub.${visitor}.description`)}</Text>
      <Actions>
        {visitor === 'guest' ? (
          <>
            {register}
            {login}
          </>
        ) : (
          <>
            {login}
            {register}
          </>
        )}
      </Actions>
    </Root>
  );
}
