import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  orderStatusTone,
  projectStatusTone,
  saleStatusTone,
  topUpStatusTone,
  withdrawalStatusTone,
} from '@carbonmarket/domain';
import type {
  OrderStatus,
  ProjectStatus,
  SaleStatus,
  StatusTone,
  TopUpStatus,
  WithdrawalStatus,
} from '@carbonmarket/domain';

/** What the status belongs to; each kind has its own statuses. */
export type StatusKind = 'withdrawal' | 'topUp' | 'order' | 'project' | 'sale';

const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space['050']} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

interface WithdrawalStatusTagProps {
  /** A withdrawal request's status. */
  kind: 'withdrawal';
  /** One of the withdrawal statuses: processing, completed or refused ("Payment refused"). */
  status: WithdrawalStatus;
}

interface TopUpStatusTagProps {
  /** A PayNow top-up. */
  kind: 'topUp';
  /** Awaiting the payment, credited, or cancelled unpaid. */
  status: TopUpStatus;
}

interface OrderStatusTagProps {
  /** An order's status (spot purchase or presale booking). */
  kind: 'order';
  /** One of the order statuses. */
  status: OrderStatus;
}

interface ProjectStatusTagProps {
  /** A carbon-offset project's status. */
  kind: 'project';
  /** One of the project statuses. */
  status: ProjectStatus;
}

interface SaleStatusTagProps {
  /** A sale of carbon credits. */
  kind: 'sale';
  /** Pending (the proceeds wait for their payout date) or settled (paid into available). */
  status: SaleStatus;
}

/**
 * `kind` picks the family of statuses and `status` must belong to it, so
 * `{ kind: 'order', status: 'refused' }` does not compile.
 */
export type StatusTagProps =
  | WithdrawalStatusTagProps
  | TopUpStatusTagProps
  | OrderStatusTagProps
  | ProjectStatusTagProps
  | SaleStatusTagProps;

/** Tone and translation key of a status: the domain decides the tone, the UI the colours. */
function describe(props: StatusTagProps) {
  switch (props.kind) {
    case 'withdrawal':
      return {
        tone: withdrawalStatusTone(props.status),
        key: `display.status.withdrawal.${props.status}`,
      } as const;
    case 'topUp':
      return {
        tone: topUpStatusTone(props.status),
        key: `display.status.topUp.${props.status}`,
      } as const;
    case 'order':
      return {
        tone: orderStatusTone(props.status),
        key: `display.status.order.${props.status}`,
      } as const;
    case 'project':
      return {
        tone: projectStatusTone(props.status),
        key: `display.status.project.${props.status}`,
      } as const;
    case 'sale':
      return {
        tone: saleStatusTone(props.status),
        key: `display.status.sale.${props.status}`,
      } as const;
    default:
      return props satisfies never;
  }
}

/** A small coloured pill naming the status of a withdrawal, a top-up, an order, a project or a sale. */
export function StatusTag(props: StatusTagProps) {
  const { t } = useTranslation();
  const { tone, key } = describe(props);
  return (
    <Pill $tone={tone} data-tone={tone}>
      {t(key)}
    </Pill>
  );
}
