/** Statuses of a withdrawal request, in the order they normally occur. */
export const WITHDRAWAL_STATUSES = ['processing', 'completed', 'refused'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Where a withdrawal is paid: the saved bank account, or the PayNow number saved with it. */
export const WITHDRAWAL_DESTINATIONS = ['bank', 'paynow'] as const;
export type WithdrawalDestination = (typeof WITHDRAWAL_DESTINATIONS)[number];

/** A top-up waits for the payment (pending) until it arrives (confirmed) or never does (cancelled). */
export const TOP_UP_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** Statuses of an order (spot purchase or presale booking). */
export const ORDER_STATUSES = [
  'applying',
  'in_progress',
  'completed',
  'pending_final_payment',
  'final_payment_made',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of a carbon-offset project. */
export const PROJECT_STATUSES = [
  'pending_review',
  'presale',
  'in_progress',
  'closed',
  'reservation_waiting',
  'not_begun',
  'ended',
  'full',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * The statuses a member may filter the project list by, in the order the filter shows them: every
 * status but pending review, which is never listed to members.
 */
export const LISTED_PROJECT_STATUSES = [
  'in_progress',
  'presale',
  'not_begun',
  'reservation_waiting',
  'full',
  'ended',
  'closed',
] as const satisfies readonly Exclude<ProjectStatus, 'pending_review'>[];
export type ListedProjectStatus = (typeof LISTED_PROJECT_STATUSES)[number];

/** How a status should read at a glance: the UI maps each tone to colours. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'critical';

export const withdrawalStatusTone = (s: WithdrawalStatus): StatusTone => {
  switch (s) {
    case 'processing':
      return 'info';
    case 'completed':
      return 'success';
    case 'refused':
      return 'critical';
    default:
      return s satisfies never;
  }
};

/** A top-up waits for its payment (info), is credited (success), or was closed unpaid (neutral). */
export const topUpStatusTone = (s: TopUpStatus): StatusTone => {
  switch (s) {
    case 'pending':
      return 'info';
    case 'confirmed':
      return 'success';
    case 'cancelled':
      return 'neutral';
    default:
      return s satisfies never;
  }
};

export const orderStatusTone = (s: OrderStatus): StatusTone => {
  switch (s) {
    case 'applying':
      return 'neutral';
    case 'in_progress':
      return 'info';
    case 'completed':
    case 'final_payment_made':
      return 'success';
    case 'pending_final_payment':
      return 'warning';
    default:
      return s satisfies never;
  }
};

export const projectStatusTone = (s: ProjectStatus): StatusTone => {
  switch (s) {
    case 'in_progress':
      return 'success';
    case 'presale':
    case 'reservation_waiting':
      return 'info';
    case 'pending_review':
    case 'not_begun':
      return 'neutral';
    case 'full':
      return 'warning';
    case 'closed':
    case 'ended':
      return 'critical';
    default:
      return s satisfies never;
  }
};
