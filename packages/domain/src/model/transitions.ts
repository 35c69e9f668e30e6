import type { OrderStatus, ProjectStatus, TopUpStatus, WithdrawalStatus } from './status';

/** Allowed status changes of a withdrawal: the operator pays it or refuses it. */
export const WITHDRAWAL_TRANSITIONS: Readonly<
  Record<WithdrawalStatus, readonly WithdrawalStatus[]>
> = {
  processing: ['completed', 'refused'],
  completed: [],
  refused: [],
};

/** Allowed status changes of a top-up: the payment arrives (confirmed) or never does (cancelled). */
export const TOP_UP_TRANSITIONS: Readonly<Record<TopUpStatus, readonly TopUpStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: [],
  cancelled: [],
};

/**
 * Allowed status changes of an order (docs/adr/006-order-life-cycle.md). A spot purchase paid and
 * delivered at once goes applying -> completed; one settled later by a payment provider would go
 * applying -> in progress -> completed. A presale booking goes applying -> pending final payment
 * (when the final price is set) -> final payment made (-> completed is left to the operator). A
 * booking left unpaid past its deadline keeps its status and is marked forfeited.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  applying: ['in_progress', 'completed', 'pending_final_payment'],
  in_progress: ['completed'],
  pending_final_payment: ['final_payment_made'],
  final_payment_made: ['completed'],
  completed: [],
};

/** Allowed status changes of a project, as the operator runs its life cycle. */
export const PROJECT_TRANSITIONS: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  pending_review: ['not_begun', 'presale', 'closed'],
  not_begun: ['in_progress', 'closed'],
  presale: ['reservation_waiting', 'closed'],
  reservation_waiting: ['in_progress', 'closed'],
  in_progress: ['full', 'ended', 'closed'],
  full: ['in_progress', 'ended', 'closed'],
  ended: ['closed'],
  closed: [],
};

/** True when a status may change from `from` to `to` under the given transition table. */
export function canTransition<S extends string>(
  table: Readonly<Record<S, readonly S[]>>,
  from: S,
  to: S,
): boolean {
  return table[from].includes(to);
}
