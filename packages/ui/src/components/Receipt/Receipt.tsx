import styled from 'styled-components';
import { Card } from '../Card/Card';
import { FactRows } from '../FactRows/FactRows';
import type { Fact } from '../FactRows/FactRows';
import { ButtonLink } from '../Button/ButtonLink';
import { Icon } from '../../icons/Icon';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[400]} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.text.success};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/** A way on from a receipt. */
export interface ReceiptLink {
  href: string;
  label: string;
}

export interface ReceiptProps {
  /** What went through ("Purchase complete"). */
  title: string;
  /** What happens next. */
  description: string;
  /** Names the list of facts for assistive technology. */
  factsLabel: string;
  /** The figures the server confirmed. */
  facts: readonly Fact[];
  /** The ways on; the first is the primary button. */
  links: readonly [ReceiptLink, ...ReceiptLink[]];
}

/**
 * A money operation that went through (a purchase, a booking, a final payment, a sale): a success
 * heading (announced), a sentence of what happens next, the figures the server confirmed, and
 * the ways on.
 */
export function Receipt({ title, description, factsLabel, facts, links }: ReceiptProps) {
  return (
    <>
      <Header role="status">
        <Icon name="success" size={48} />
        <Heading level={2} size="xl" weight="bold" tone="primary">
          {title}
        </Heading>
        <Text size="md" tone="secondary">
          {description}
        </Text>
      </Header>
      <Card>
        <FactRows label={factsLabel} facts={facts} />
      </Card>
      <Actions>
        {links.map((link, index) => (
          <ButtonLink
            key={link.href}
            href={link.href}
            variant={index === 0 ? 'primary' : 'secondary'}
            fullWidth
          >
            {link.label}
          </ButtonLink>
        ))}
      </Actions>
    </>
  );
}
