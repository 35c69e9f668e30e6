import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../icons/Icon';
import { ButtonLink } from '../../../../components/Button/ButtonLink';

const Root = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  & > a {
    grid-column: 1 / -1;
  }
`;

const Badge = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatarMd};
  height: ${({ theme }) => theme.size.avatarMd};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.fillBrandSubtle};
  color: ${({ theme }) => theme.color.text.brand};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.sm};
  }
`;

/** Invites the visitor to work out their carbon footprint. */
export function FootprintCta({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Root aria-labelledby="home-footprint">
      <Badge>
        <Icon name="leaf" size={24} />
      </Badge>
      <Text>
        <h2 id="home-footprint">{t('home.footprint.title')}</h2>
        <p>{t('home.footprint.description')}</p>
      </Text>
      <ButtonLink href={href} variant="secondary" fullWidth>
        {t('home.footprint.action')}
      </ButtonLink>
    </Root>
  );
}
