import styled from 'styled-components';
import { Card } from '../../../components/Card/Card';
import { FactRows } from '../../../components/FactRows/FactRows';
import type { Fact } from '../../../components/FactRows/FactRows';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { Icon } from '../../../icons/Icon';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[400]} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.text.success};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.xl};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/** A way on from a receipt. */
export interface OrderDoneLink {
  href: string;
  label: string;
}

/**
 * A money operation that went through: a success heading (announced), a sentence of what
 * happens next, the figures the server confirmed, and the ways on (the first one primary).
 */
export function OrderDone({
  title,
  description,
  factsLabel,
  facts,
  links,
}: {
  title: string;
  description: string;
  factsLabel: string;
  facts: readonly Fact[];
  links: readonly [OrderDoneLink, ...OrderDoneLink[]];
}) {
  return (
    <>
      <Header role="status">
        <Icon name="success" size={48} />
        <Title>{title}</Title>
        <Description>{description}</Description>
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
