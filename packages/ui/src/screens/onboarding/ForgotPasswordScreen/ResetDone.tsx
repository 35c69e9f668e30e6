import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../icons/Icon';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[1000]} ${theme.space[200]}`};
  text-align: center;
`;

const Badge = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatarLg};
  height: ${({ theme }) => theme.size.avatarLg};
  margin-bottom: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.status.success.bg};
  color: ${({ theme }) => theme.color.status.success.fg};
`;

const Description = styled(Text)`
  margin: 0 0 ${({ theme }) => theme.space[600]};
  max-width: 320px;
  text-wrap: balance;
`;

/** The page after a successful reset: says so (announced) and leads to the login. */
export function ResetDone({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  return (
    <Root role="status">
      <Badge>
        <Icon name="success" size={36} />
      </Badge>
      <Heading level={2} size="xl" weight="bold">
        {t('onboarding.forgotPassword.successTitle')}
      </Heading>
      <Description size="md" tone="secondary">
        {t('onboarding.forgotPassword.successDescription')}
      </Description>
      <ButtonLink href={loginHref} fullWidth>
        {t('onboarding.forgotPassword.successAction')}
      </ButtonLink>
    </Root>
  );
}
