import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Order } from '@carbonmarket/domain';
import { StatusTag } from '../../../../components/StatusTag/StatusTag';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import type { Fact } from '../../../../components/FactRows/FactRows';
import { useLinkComponent } from '../../../../providers/LinkProvider';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import { finalPaymentState } from '../../shared/finalPayment';
import { amountFacts, finalFacts } from '../../shared/orderFacts';
import { FinalPaymentCountdown, ForfeitedNotice } from '../../shared/FinalPaymentParts';
import { PLACEHOLDER_ORDER } from '../../shared/placeholderOrder';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';

/**
 * The card's surface. Its order link stretches over the whole card (`::after`), so a press
 * anywhere opens the order, while the pay link sits above it and stays a control of its own.
 */
const Surface = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.color.text.primary};
  transition: background
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:has(a[data-order-link]:active) {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/** The order's number (the link to its details) and what kind it is and when it was placed. */
const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['050']};
  min-width: 0;
`;

const OrderLink = styled.a`
  align-self: flex-start;
  /* A target of at least 24 px high (WCAG 2.2 SC 2.5.8) in the 20 px line, the lines unmoved. */
  padding-block: ${({ theme }) => theme.layout.inlineTargetPadding};
  margin-block: calc(-1 * ${({ theme }) => theme.layout.inlineTargetPadding});
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  overflow-wrap: anywhere;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The figures, one compact row each: a card of a list, not a page of facts. */
const Figures = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;

  & > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[300]};
  }
  & dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.sm};
  }
  & dd {
    min-width: 0;
    margin: 0;
    text-align: end;
  }
`;

/** The countdown and the pay link, above the stretched order link. */
const PayRow = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

export interface OrderCardProps {
  order: Order;
  /** The server's current time, for the final payment's countdown. */
  now: Date;
  /** Where the card leads: the order's details. */
  href: string;
  /** Where "Pay final amount" leads, for a booking pending its final payment. */
  payFinalHref: string;
}

function FigureRows({ facts }: { facts: readonly Fact[] }) {
  return (
    <Figures>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.term}</dt>
          <dd>{fact.detail}</dd>
        </div>
      ))}
    </Figures>
  );
}

/**
 * An order in the member's list: its project and status, its number (the link to its details),
 * whether it is a purchase or a presale booking and when it was placed, its price, tons and total;
 * for a booking, the fee paid and the final figures once set, the countdown to the final payment's
 * deadline with the way to pay it, or that the period expired and the fee is kept.
 */
export function OrderCard({ order, now, href, payFinalHref }: OrderCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Link = useLinkComponent();
  const state = finalPaymentState(order, now);
  return (
    <Surface>
      <Header>
        <Heading level={2} size="md" weight="semibold" breakAnywhere>
          {order.projectName}
        </Heading>
        <StatusTag kind="order" status={order.status} />
      </Header>
      <Lines>
        <OrderLink as={Link} href={href} data-order-link="" data-inline-target="">
          {t('orders.card.orderNo', { orderNo: order.orderNo })}
        </OrderLink>
        <Text
          size="sm"
          tone="secondary"
        >{`${t(`orders.kind.${order.kind}`)} · ${formatDateTime(order.createdAt, locale)}`}</Text>
      </Lines>
      <FigureRows
        facts={[
          ...amountFacts(order, t, { size: 'sm' }),
          ...finalFacts(order, state, t, { size: 'sm' }),
        ]}
      />
      {state === 'expired' ? <ForfeitedNotice /> : null}
      {state === 'due' && order.finalPaymentDeadline !== null ? (
        <PayRow>
          <FinalPaymentCountdown now={now} deadline={order.finalPaymentDeadline} />
          <ButtonLink href={payFinalHref} size="sm" fullWidth>
            {t('orders.finalPayment.pay')}
          </ButtonLink>
        </PayRow>
      ) : null}
    </Surface>
  );
}

/** An order card while the list loads: a purchase's card drawn as bars. */
export function OrderCardSkeleton() {
  return (
    <SkeletonOutline>
      <OrderCard order={PLACEHOLDER_ORDER} now={new Date(0)} href="#" payFinalHref="#" />
    </SkeletonOutline>
  );
}
