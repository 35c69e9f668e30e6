/** Membership levels: P0 is no membership, P5 the highest. */
export const MEMBERSHIP_LEVELS = ['P0', 'P1', 'P2', 'P3', 'P4', 'P5'] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

/** 0 for P0 up to 5 for P5. */
export const levelRank = (level: MembershipLevel): number => MEMBERSHIP_LEVELS.indexOf(level);

/** True when `level` is at or above `minimum`. */
export const meetsLevel = (level: MembershipLevel, minimum: MembershipLevel): boolean =>
  levelRank(level) >= levelRank(minimum);

/** How a membership is paid. */
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The operator's assessment of a member. */
export const CREDIT_SCORES = ['excellent', 'medium', 'poor'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

/** The balances of a wallet. */
export const BALANCE_KINDS = ['available', 'frozen', 'pending', 'declined'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** Carbon-credit holdings are split into normal and presale credits. */
export const CREDIT_KINDS = ['normal', 'presale'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
