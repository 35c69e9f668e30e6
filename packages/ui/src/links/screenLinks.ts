import type {
  BillingPeriod,
  CreditKind,
  MembershipPlan,
  Money,
  OrderStatus,
  Tons,
} from '@carbonmarket/domain';

/**
 * An order the available balance is short for, as its form has it: topping up from there comes
 * back to the order with the tons chosen kept.
 */
export interface ShortOrder {
  /** A purchase of a project in progress, or a presale's booking. */
  payment: 'purchase' | 'booking';
  projectId: number;
  /** The tons the member had chosen. */
  quantity: Tons;
  /** What the available balance lacks for it. */
  shortfall: Money;
}

/**
 * A booking's final payment the available balance is short for: topping up from there comes back
 * to that final payment.
 */
export interface ShortFinalPayment {
  /** The booking: the final payment's page is found by it and its project. */
  order: { id: number; projectId: number };
  /** What the available balance lacks for the amount due. */
  shortfall: Money;
}

/**
 * A membership plan the available balance is short for: topping up from the plans comes back to
 * them with this plan's period shown.
 */
export interface ShortPlan {
  level: MembershipPlan['level'];
  period: BillingPeriod;
  /** What the available balance lacks for it. */
  shortfall: Money;
}

/**
 * Every place a screen links to, named after the place, not after the screen that links there.
 * An app builds one such object from its routes and hands it to every screen as `links` (each
 * screen takes the places it uses: `Pick<ScreenLinks, 'login' | 'register'>`); the design system
 * never knows an address, only these names (ADR 034).
 *
 * - A place of its own is an address (`terms`).
 * - A place of one item is a function of what the screen has of the item (`project(id)`).
 * - A place whose page the app does not have yet is optional: without it the screen shows no
 *   link there (`topUp`), so nothing leads to a page that is not there.
 */
export interface ScreenLinks {
  // The way in
  login: string;
  register: string;
  forgotPassword: string;
  // Information
  terms: string;
  privacy: string;
  about: string;
  settings: string;
  // The market
  projects: string;
  /** A project's page. */
  project: (projectId: number) => string;
  /** A project's information (its documents and facts). */
  projectInfo: (projectId: number) => string;
  /** Buying tons of a project in progress. */
  purchase: (projectId: number) => string;
  /** Buying tons of a project in progress with the quantity filled in (offsetting a footprint). */
  purchaseWith: (order: { projectId: number; quantity: Tons }) => string;
  /** Booking tons of a presale project. */
  presale: (projectId: number) => string;
  /** A booking's final payment. */
  finalPayment: (order: { id: number; projectId: number }) => string;
  // The member's orders and credits
  /** The member's orders of one status; without one, the list's first tab. */
  orders: (status?: OrderStatus) => string;
  /** One order, opened from the list of its status. */
  order: (orderId: number, status: OrderStatus) => string;
  /** The member's carbon credits. */
  credits: string;
  /** Selling the tons of one kind the member holds of a project. */
  sell: (holding: { projectId: number; kind: CreditKind }) => string;
  /** Retiring whole tons of one kind the member holds of a project. */
  retire: (holding: { projectId: number; kind: CreditKind }) => string;
  /** The certificate of one of the member's retirements, by the retirement's id. */
  certificate: (retirementId: number) => string;
  // Content
  news: string;
  newsItem: (newsId: number) => string;
  /** The carbon-footprint questionnaire. */
  footprint: string;
  /** The visitor's latest carbon-footprint result. */
  footprintResult: string;
  /** The member's notifications. */
  notifications: string;
  // The member's account
  /** Choosing and cropping a new avatar. */
  avatarCropper: string;
  // Pages still to come: absent, the screens show no link there
  /** The wallet's fund records. */
  wallet?: string;
  /** Topping the wallet up. */
  topUp?: string;
  /** Withdrawing to the saved bank account or its PayNow number. */
  withdraw?: string;
  /** Topping up for an order short of balance, then back to the order with its tons kept. */
  topUpFor?: (order: ShortOrder) => string;
  /** Topping up for a final payment short of balance, then back to that final payment. */
  topUpForFinalPayment?: (payment: ShortFinalPayment) => string;
  /** Topping up for a membership plan short of balance, then back to the plans. */
  topUpForPlan?: (plan: ShortPlan) => string;
  /**
   * The membership plans: joining, renewing, a higher level (for a member below a project's
   * level, or holding presale credits the level may not sell).
   */
  membership?: string;
  /** Where customer service is reached (presale credits the member's level may not sell). */
  contact?: string;
  /** The member's profile (name, avatar). */
  profileEdit?: string;
  loginPassword?: string;
  withdrawalPassword?: string;
  bankCard?: string;
}
