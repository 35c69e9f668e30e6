import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../providers/LinkProvider';
import { Avatar } from '../../../../components/Avatar/Avatar';
import { Text } from '../../../../components/Typography/Text';

/** Who the home page greets: the signed-in member's shown name and picture. */
export interface HomeGreeting {
  /** The member's name (a company's name for a corporate account). */
  name: string;
  /** The member's avatar; without one, their initials show. */
  avatarUrl?: string;
}

const row = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touchTarget};
`;

const Row = styled.div`
  ${row}
`;

const RowLink = styled(Link)`
  ${row}
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.md};
`;

export interface GreetingProps extends HomeGreeting {
  /** Where tapping the greeting leads (the member's profile); without it, it is plain text. */
  href?: string;
}

/** The member's avatar and a hello by name, at the top of the home page. */
export function Greeting({ name, avatarUrl, href }: GreetingProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <Avatar src={avatarUrl} name={name} size="md" decorative />
      <Text as="span" size="lg" weight="semibold" truncate>
        {t('home.greeting', { name })}
      </Text>
    </>
  );
  return href === undefined ? <Row>{content}</Row> : <RowLink href={href}>{content}</RowLink>;
}
