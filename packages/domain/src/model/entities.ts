import type { Money } from '../money/money';
import type { Tons } from '../money/tons';
import type {
  BalanceKind,
  BillingPeriod,
  CreditKind,
  CreditScore,
  MembershipLevel,
} from './membership';
import type { OrderStatus, ProjectStatus, WithdrawalDestination, WithdrawalStatus } from './status';
import type { VisitorType } from './visitor';
import type { FundRecordType } from './fundRecords';
import type { ErrorCode } from '../errors/catalogue';
import type { ProjectRegistration } from './carbonRegistry';
import type { SdgGoal } from './sustainableGoals';
import type { ProjectType } from './projectTypes';
import type { NotificationTarget } from './notificationTarget';

/**
 * The product's entities as the rules and screens see them: amounts are Money, quantities Tons,
 * instants Date. The API contract parses wire data (decimal strings, ISO times) into these.
 */

/** What the app keeps about the signed-in visitor (spec: local login info). */
export interface LoginInfo {
  /** 0 when nobody is signed in. */
  memId: number;
  realname: string;
  account: string;
  mobile: string;
  avatar: string;
}

/** A member's profile. */
export interface Member {
  memId: number;
  visitorType: VisitorType;
  email: string;
  firstName: string;
  lastName: string;
  /** Personal members only. */
  icNumber?: string;
  /** Corporate members only. */
  companyName?: string;
  uen?: string;
  mobile: string;
  avatarUrl: string | null;
  invitationCode: string | null;
  creditScore: CreditScore;
  level: MembershipLevel;
  /** When the current membership ends; null without one. */
  membershipExpiresAt: Date | null;
  joinedAt: Date;
  risk: boolean;
  locked: boolean;
  /** Has answered the FAQ questionnaire. */
  isAnswer: boolean;
  hasWithdrawalPassword: boolean;
}

export interface BankAccount {
  bankName: string;
  accountNumber: string;
  holderName: string;
  paynowNumber: string | null;
}

/** Money in a wallet, by kind, and the carbon credits held. */
export interface Balances extends Record<BalanceKind, Money> {
  credits: Record<CreditKind, Tons>;
}

export interface Project {
  id: number;
  name: string;
  location: string;
  /** Kind of project, e.g. reforestation, cookstoves (each language names it). */
  type: ProjectType;
  /** Certification standards, e.g. Verra VCS, Gold Standard. */
  standards: string[];
  status: ProjectStatus;
  unitPrice: Money;
  /** Total tons offered. */
  quantity: Tons;
  remainingTons: Tons;
  minTons: Tons;
  maxTons: Tons;
  /** Share sold, 0 to 100. */
  progress: number;
  introduction: string;
  factSheetUrl: string | null;
  /** Lowest membership level that may join. */
  minLevel: MembershipLevel;
  sellingStartsAt: Date | null;
  sellingEndsAt: Date | null;
  /** Presales: booking fee percentage and expected quantity. */
  presale: {
    bookingFeePercent: string;
    expectedQuantity: Tons;
    finalUnitPrice: Money | null;
    finalTons: Tons | null;
  } | null;
  imageUrl: string | null;
}

/** The certification facts of a project's credits (also the carbon detail of its holdings). */
export interface CarbonFacts {
  /** Vintage year of the credits. */
  vintage: number;
  verificationAgency: string;
  /** Monitoring and evaluation. */
  monitoring: string;
  creditType: string;
}

/**
 * What a signed-in viewer may do with a project now: `action` is the order the project takes
 * (a purchase while in progress, a booking while in presale, none otherwise); `reason` is why the
 * viewer may not place it (null: they may). The order counts and caps are the viewer's in this
 * project, for the purchase limits.
 */
export interface ProjectViewer {
  action: 'purchase' | 'presale' | null;
  reason: ErrorCode | null;
  ordersThisMonth: number;
  ordersTotal: number;
  maxPerMonth: number;
  maxTotal: number;
}

/** A project as its own page shows it: the listed facts, its developer and carbon facts. */
export interface ProjectDetail extends Project {
  /** What a ton costs or fetches now (a presale's final price once set). */
  currentUnitPrice: Money;
  developer: string;
  carbon: CarbonFacts;
  /** The registry the credits are issued on, with the project's ID and page there; null when not recorded. */
  registration: ProjectRegistration | null;
  /** The UN Sustainable Development Goals the project supports, in their order (1 to 17). */
  sdgs: readonly SdgGoal[];
  /** What the signed-in viewer may do; null for a visitor without a session. */
  viewer: ProjectViewer | null;
}

/**
 * A spot purchase or a presale booking with its final payment, as the contract's `orderWire` reads
 * it (docs/adr/006-order-life-cycle.md).
 */
export interface Order {
  id: number;
  orderNo: string;
  projectId: number;
  projectName: string;
  /** The project's picture; null when it has none. */
  projectImageUrl: string | null;
  kind: 'purchase' | 'presale';
  status: OrderStatus;
  unitPrice: Money;
  quantity: Tons;
  /** Unit price x quantity (for a booking, the expected total). */
  totalAmount: Money;
  /** Presales: what was paid at booking. */
  bookingFee: Money | null;
  /** Bookings pending their final payment: the last instant to pay. */
  finalPaymentDeadline: Date | null;
  finalTons: Tons | null;
  finalUnitPrice: Money | null;
  /** Final tons x final unit price less the booking fee. */
  finalPaymentAmount: Money | null;
  /** When the final payment was made; null before. */
  finalPaidAt: Date | null;
  /**
   * The deadline passed unpaid: the booking keeps its status (pending final payment), the
   * booking fee is kept and nothing more can be paid.
   */
  forfeited: boolean;
  forfeitedAt: Date | null;
  createdAt: Date;
}

export interface Withdrawal {
  id: number;
  amount: Money;
  fee: Money;
  /** What reaches the bank: amount less fee. */
  netAmount: Money;
  status: WithdrawalStatus;
  destination: WithdrawalDestination;
  createdAt: Date;
  completedAt: Date | null;
  /** When the operator refused it and the amount went back to the available balance. */
  refusedAt: Date | null;
}

/** One line of the ledger: every balance change is one. */
export interface FundRecord {
  id: number;
  type: FundRecordType;
  balance: BalanceKind;
  /** Signed: negative when money leaves the balance. */
  amount: Money;
  balanceAfter: Money;
  reference: string;
  createdAt: Date;
}

/** Tons of one project held by the member. */
export interface CarbonHolding {
  id: number;
  projectId: number;
  projectName: string;
  kind: CreditKind;
  tons: Tons;
  detail: {
    offsettedAmount: Tons;
    /** Vintage year of the credits. */
    vintage: number;
    verificationAgency: string;
    monitoring: string;
    creditType: string;
  };
}

export interface MembershipPlan {
  level: Exclude<MembershipLevel, 'P0'>;
  period: BillingPeriod;
  price: Money;
}

export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  body: string;
  imageUrl: string | null;
  publishedAt: Date;
}

export interface Notification {
  id: number;
  /** Plain text: shown as written, never read as markup. */
  title: string;
  /** Plain text over one or more lines. */
  body: string;
  read: boolean;
  createdAt: Date;
  /** What it is about, or null for a message on its own. */
  target: NotificationTarget | null;
}
