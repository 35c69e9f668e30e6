import styled from 'styled-components';
import { ButtonLink } from '../Button/ButtonLink';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.fillBrandSubtle};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[100]};
`;

export interface AccountInviteProps {
  /** Id of the title, which names the section. */
  titleId: string;
  /** Why to register or log in here, supplied by the screen. */
  title: string;
  description: string;
  /** Label of the link to register ("Create an account"). */
  registerLabel: string;
  /** Label of the link to log in ("Log in"). */
  loginLabel: string;
  /** Where "Create an account" leads. */
  registerHref: string;
  /** Where "Log in" leads. */
  loginHref: string;
  /** The way in offered first, as the primary button. @default 'register' */
  first?: 'register' | 'login';
}

/**
 * In place of what only a member sees (the balances, the member's card): why there is no account
 * here, and the two ways in, the likelier one first.
 */
export function AccountInvite({
  titleId,
  title,
  description,
  registerLabel,
  loginLabel,
  registerHref,
  loginHref,
  first = 'register',
}: AccountInviteProps) {
  const ways = {
    register: { href: registerHref, label: registerLabel },
    login: { href: loginHref, label: loginLabel },
  };
  const order =
    first === 'register' ? (['register', 'login'] as const) : (['login', 'register'] as const);
  return (
    <Root aria-labelledby={titleId}>
      <Heading id={titleId} level={2} size="lg" weight="semibold">
        {title}
      </Heading>
      <Text size="sm" tone="secondary">
        {description}
      </Text>
      <Actions>
        {order.map((way, index) => (
          <ButtonLink
            key={way}
            href={ways[way].href}
            variant={index === 0 ? 'primary' : 'secondary'}
            fullWidth
          >
            {ways[way].label}
          </ButtonLink>
        ))}
      </Actions>
    </Root>
  );
}
