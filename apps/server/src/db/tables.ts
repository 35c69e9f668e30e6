import type { ColumnType, Generated } from 'kysely';
import type {
  BalanceKind,
  BillingPeriod,
  CarbonRegistry,
  CreditKind,
  CreditRecordType,
  CreditScore,
  FaqQuestionKind,
  FundRecordType,
  MembershipLevel,
  NotificationTargetKind,
  OrderKind,
  OrderStatus,
  ProjectStatus,
  ProjectType,
  SaleStatus,
  SdgGoal,
  TopUpStatus,
  TRANSLATED_LOCALES,
  VisitorType,
  WithdrawalDestination,
  WithdrawalStatus,
  SingaporeBank,
} from '@carbonmarket/domain';
import type { CODE_PURPOSES, PAID_LEVELS } from '@carbonmarket/domain/contract';
import type {
  AuditEventsTable,
  OperatorRecoveryCodesTable,
  OperatorSessionsTable,
  OperatorsTable,
} from './operatorTables';

/*
 * The tables as they stand at the newest schema version, for Kysely. Money is integer cents and tons
 * integer thousandths (`number`; PostgreSQL stores them as bigint), flags are 0 or 1, instants are
 * ISO 8601 text. `Generated<…>` marks a column the database fills when an insert leaves it out: ids
 * it assigns and columns with a default.
 */

type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
type CodePurpose = (typeof CODE_PURPOSES)[number];
type PaidLevel = (typeof PAID_LEVELS)[number];

/** An integer count of cents or thousandths of a ton: read as a number, written from a number or a bigint. */
export type Integer = ColumnType<number, number | bigint, number | bigint>;
/** An `Integer` the database sets (to its default) when an insert leaves it out. */
export type DefaultInteger = ColumnType<number, number | bigint | undefined, number | bigint>;
/** An `Integer` that may be NULL. */
export type NullableInteger = ColumnType<
  number | null,
  number | bigint | null,
  number | bigint | null
>;

/** A flag: 0 or 1. */
type Flag = number;

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface MembersTable {
  id: Generated<number>;
  visitor_type: VisitorType;
  /** Compared without case. */
  email: string | null;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  ic_number: string | null;
  company_name: string | null;
  uen: string | null;
  mobile: Generated<string>;
  avatar: Generated<string>;
  invitation_code: string | null;
  credit_score: Generated<CreditScore>;
  level: Generated<MembershipLevel>;
  risk: Generated<Flag>;
  /** The account lock (wrong withdrawal passwords, money frozen): only the operator lifts it. */
  locked: Generated<Flag>;
  failed_logins: Generated<number>;
  is_answer: Generated<Flag>;
  created_at: string;
  withdrawal_password_hash: string | null;
  failed_withdrawal_passwords: Generated<number>;
  membership_expires_at: string | null;
  /** The sign-in lock (wrong sign-in passwords): the emailed code lifts it. */
  sign_in_locked: Generated<Flag>;
}

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  revoked_at: string | null;
  last_seen_at: string | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  /** Compared without case. */
  email: string;
  purpose: CodePurpose;
  code: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  failed_attempts: Generated<number>;
}

export interface WalletsTable {
  member_id: number;
  available_cents: DefaultInteger;
  frozen_cents: DefaultInteger;
  pending_cents: DefaultInteger;
  declined_cents: DefaultInteger;
}

export interface FundRecordsTable {
  id: Generated<number>;
  member_id: number;
  type: FundRecordType;
  balance: BalanceKind;
  amount_cents: Integer;
  balance_after_cents: Integer;
  reference: string;
  created_at: string;
}

export interface HoldingsTable {
  member_id: number;
  project_id: number;
  kind: CreditKind;
  milli_tons: DefaultInteger;
}

export interface IdempotencyKeysTable {
  member_id: number;
  key: string;
  endpoint: string;
  request_hash: string;
  /** The reply exactly as first sent; null while the first request is still running. */
  reply: string | null;
  created_at: string;
  committed_at: string | null;
}

export interface BankCardsTable {
  member_id: number;
  /** One of the banks the app offers (no CHECK: the list may grow); written from checked input. */
  bank_name: SingaporeBank;
  account_number: string;
  holder_name: string;
  paynow_number: string | null;
  updated_at: string;
}

export interface TopUpsTable {
  id: Generated<number>;
  member_id: number;
  amount_cents: Integer;
  reference: string;
  status: Generated<TopUpStatus>;
  created_at: string;
  resolved_at: string | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  member_id: number;
  amount_cents: Integer;
  fee_cents: Integer;
  net_cents: Integer;
  status: Generated<WithdrawalStatus>;
  /** Copied from the member's bank card when the withdrawal was asked for. */
  bank_name: SingaporeBank;
  account_number: string;
  holder_name: string;
  paynow_number: string | null;
  created_at: string;
  resolved_at: string | null;
  destination: Generated<WithdrawalDestination>;
  /** The operator who approved a payout at or above the approval threshold (version 25). */
  approved_by: number | null;
  approved_at: string | null;
}

export interface MembershipPurchasesTable {
  id: Generated<number>;
  member_id: number;
  level: PaidLevel;
  period: BillingPeriod;
  price_cents: Integer;
  starts_at: string;
  expires_at: string;
  created_at: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  location: string;
  /** JSON array of the certification standards' names. */
  standards: string;
  status: ProjectStatus;
  unit_price_cents: Integer;
  quantity_milli_tons: Integer;
  remaining_milli_tons: Integer;
  min_milli_tons: Integer;
  max_milli_tons: Integer;
  introduction: string;
  fact_sheet_url: string | null;
  image_url: string | null;
  min_level: MembershipLevel;
  selling_starts_at: string | null;
  selling_ends_at: string | null;
  /** Decimal text; set with `expected_milli_tons` on presales. */
  booking_fee_percent: string | null;
  expected_milli_tons: NullableInteger;
  final_unit_price_cents: NullableInteger;
  final_milli_tons: NullableInteger;
  final_set_at: string | null;
  vintage: number;
  verification_agency: string;
  monitoring: string;
  credit_type: string;
  developer: string;
  created_at: string;
  updated_at: string;
  registry: CarbonRegistry | null;
  registry_id: string | null;
  type: Generated<ProjectType>;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  project_id: number;
  kind: OrderKind;
  status: OrderStatus;
  unit_price_cents: Integer;
  milli_tons: Integer;
  total_cents: Integer;
  booking_fee_cents: NullableInteger;
  final_payment_deadline: string | null;
  final_milli_tons: NullableInteger;
  final_unit_price_cents: NullableInteger;
  final_payment_cents: NullableInteger;
  final_paid_at: string | null;
  /** The deadline passed unpaid: the booking fee was kept. */
  forfeited_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SalesTable {
  id: Generated<number>;
  sale_no: string;
  member_id: number;
  project_id: number;
  kind: CreditKind;
  milli_tons: Integer;
  unit_price_cents: Integer;
  proceeds_cents: Integer;
  status: SaleStatus;
  payout_at: string;
  created_at: string;
  settled_at: string | null;
}

export interface FaqQuestionsTable {
  id: string;
  position: number;
  kind: FaqQuestionKind;
  required: Flag;
  text_en: string;
  text_cn: string;
}

export interface FaqOptionsTable {
  question_id: string;
  id: string;
  position: number;
  text_en: string;
  text_cn: string;
}

export interface FaqAnswersTable {
  member_id: number;
  question_id: string;
  option_id: string;
  answered_at: string;
}

export interface NewsTable {
  id: Generated<number>;
  title_en: string;
  title_cn: string;
  summary_en: string;
  summary_cn: string;
  /** Sanitised HTML. */
  body_en: string;
  body_cn: string;
  image_url: string | null;
  published_at: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  /** Null: for every member who had joined when it was sent. */
  member_id: number | null;
  title_en: string;
  title_cn: string;
  body_en: string;
  body_cn: string;
  created_at: string;
  target_kind: NotificationTargetKind | null;
  target_id: number | null;
}

export interface NotificationReadsTable {
  member_id: number;
  notification_id: number;
  read_at: string;
}

export interface FootprintResultsTable {
  id: Generated<number>;
  member_id: number;
  /** The answers as submitted (JSON). */
  answers: string;
  home_milli_tons: Integer;
  transport_milli_tons: Integer;
  flights_milli_tons: Integer;
  diet_milli_tons: Integer;
  total_milli_tons: Integer;
  created_at: string;
}

export interface OrderCountsTable {
  member_id: number;
  project_id: number;
  /** The instant the Singapore month starts, ISO 8601. */
  month: string;
  orders: number;
}

export interface ProjectGoalsTable {
  project_id: number;
  goal: SdgGoal;
}

export interface ProjectTextsTable {
  project_id: number;
  lang: TranslatedLocale;
  name: string;
  location: string;
  introduction: string;
  developer: string | null;
  verification_agency: string | null;
  monitoring: string | null;
  credit_type: string | null;
}

export interface CodeRequestsTable {
  email_hash: string;
  requested_at: string;
}

export interface ServerSecretsTable {
  name: string;
  secret: Buffer;
}

export interface DeviceSignInsTable {
  token_hash: string;
  member_id: number;
  failed_logins: Generated<number>;
  locked: Generated<Flag>;
}

export interface UnknownSignInsTable {
  key_hash: string;
  failed_logins: number;
  locked: Generated<Flag>;
  last_failed_at: string;
}

export interface CreditRecordsTable {
  id: Generated<number>;
  member_id: number;
  project_id: number;
  kind: CreditKind;
  type: CreditRecordType;
  milli_tons: Integer;
  milli_tons_after: Integer;
  reference: string;
  created_at: string;
}

export interface RetirementsTable {
  id: Generated<number>;
  retirement_no: string;
  certificate_id: string;
  member_id: number;
  project_id: number;
  kind: CreditKind;
  milli_tons: Integer;
  serial_prefix: string;
  serial_start: Integer;
  serial_end: Integer;
  vintage: number;
  /** JSON array of the standards' names, as the project had them that day. */
  standards: string;
  registry: CarbonRegistry | null;
  registry_id: string | null;
  beneficiary: string;
  for_self: Flag;
  reason: string;
  created_at: string;
}

/** Every table of the schema, by name (the operator's four in `operatorTables.ts`). */
export interface Tables {
  schema_migrations: SchemaMigrationsTable;
  settings: SettingsTable;
  members: MembersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  wallets: WalletsTable;
  fund_records: FundRecordsTable;
  holdings: HoldingsTable;
  idempotency_keys: IdempotencyKeysTable;
  bank_cards: BankCardsTable;
  top_ups: TopUpsTable;
  withdrawals: WithdrawalsTable;
  membership_purchases: MembershipPurchasesTable;
  projects: ProjectsTable;
  orders: OrdersTable;
  sales: SalesTable;
  faq_questions: FaqQuestionsTable;
  faq_options: FaqOptionsTable;
  faq_answers: FaqAnswersTable;
  news: NewsTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  footprint_results: FootprintResultsTable;
  order_counts: OrderCountsTable;
  project_goals: ProjectGoalsTable;
  project_texts: ProjectTextsTable;
  code_requests: CodeRequestsTable;
  server_secrets: ServerSecretsTable;
  device_sign_ins: DeviceSignInsTable;
  unknown_sign_ins: UnknownSignInsTable;
  credit_records: CreditRecordsTable;
  retirements: RetirementsTable;
  uploads: UploadsTable;
  operators: OperatorsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_sessions: OperatorSessionsTable;
  audit_events: AuditEventsTable;
}

/** `uploads` (version 23): images every instance serves (ADR 047). */
export interface UploadsTable {
  name: string;
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Buffer;
  created_at: string;
}
