import type { ColumnType, Generated } from 'kysely';

/**
 * The tables as Kysely types them, at schema version 23 (see `migrations.ts` and `baseline/`).
 * Money is integer cents and tons integer thousandths (`Integer`): read as numbers (exact up to
 * 2^53: PostgreSQL's larger values are refused on reading, see `postgresDialect.ts`), written
 * from numbers or bigints. Instants are ISO 8601 text, 0/1 flags integers. `Generated` marks a
 * column the database fills when an insert leaves it out (an id, a default).
 */

/** An integer count of cents or thousandths of a ton. */
export type Integer = ColumnType<number, number | bigint, number | bigint>;
/** An `Integer` the database sets (to its default) when an insert leaves it out. */
export type DefaultInteger = ColumnType<number, number | bigint | undefined, number | bigint>;
/** An `Integer` that may be NULL. */
export type NullableInteger = ColumnType<
  number | null,
  number | bigint | null,
  number | bigint | null
>;

/** `bank_cards` */
export interface BankCardsTable {
  member_id: Generated<number>;
  bank_name: string;
  account_number: string;
  holder_name: string;
  paynow_number: string | null;
  updated_at: string;
}

/** `code_requests` */
export interface CodeRequestsTable {
  email_hash: string;
  requested_at: string;
}

/** `credit_records` */
export interface CreditRecordsTable {
  id: Generated<number>;
  member_id: number;
  project_id: number;
  kind: 'normal' | 'presale';
  type: 'purchase' | 'final_payment' | 'sale' | 'retirement' | 'adjustment';
  milli_tons: Integer;
  milli_tons_after: Integer;
  reference: string;
  created_at: string;
}

/** `device_sign_ins` */
export interface DeviceSignInsTable {
  token_hash: string;
  member_id: number;
  failed_logins: Generated<number>;
  locked: Generated<number>;
}

/** `faq_answers` */
export interface FaqAnswersTable {
  member_id: number;
  question_id: string;
  option_id: string;
  answered_at: string;
}

/** `faq_options` */
export interface FaqOptionsTable {
  question_id: string;
  id: string;
  position: number;
  text_en: string;
  text_cn: string;
}

/** `faq_questions` */
export interface FaqQuestionsTable {
  id: string;
  position: number;
  kind: 'single';
  required: number;
  text_en: string;
  text_cn: string;
}

/** `footprint_results` */
export interface FootprintResultsTable {
  id: Generated<number>;
  member_id: number;
  answers: string;
  home_milli_tons: Integer;
  transport_milli_tons: Integer;
  flights_milli_tons: Integer;
  diet_milli_tons: Integer;
  total_milli_tons: Integer;
  created_at: string;
}

/** `fund_records` */
export interface FundRecordsTable {
  id: Generated<number>;
  member_id: number;
  type:
    | 'top_up'
    | 'purchase'
    | 'booking_fee'
    | 'final_payment'
    | 'sale'
    | 'sale_settled'
    | 'withdrawal'
    | 'withdrawal_refused'
    | 'withdrawal_refund'
    | 'membership'
    | 'freeze'
    | 'unfreeze'
    | 'adjustment';
  balance: 'available' | 'frozen' | 'pending' | 'declined';
  amount_cents: Integer;
  balance_after_cents: Integer;
  reference: string;
  created_at: string;
}

/** `holdings` */
export interface HoldingsTable {
  member_id: number;
  project_id: number;
  kind: 'normal' | 'presale';
  milli_tons: DefaultInteger;
}

/** `idempotency_keys` */
export interface IdempotencyKeysTable {
  member_id: number;
  key: string;
  endpoint: string;
  request_hash: string;
  reply: string | null;
  created_at: string;
  committed_at: string | null;
}

/** `members` */
export interface MembersTable {
  id: Generated<number>;
  visitor_type: 'personal' | 'corporate' | 'guest';
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
  credit_score: Generated<'excellent' | 'medium' | 'poor'>;
  level: Generated<'P0' | 'P1' | 'P2' | 'P3' | 'P4' | 'P5'>;
  risk: Generated<number>;
  locked: Generated<number>;
  failed_logins: Generated<number>;
  is_answer: Generated<number>;
  created_at: string;
  withdrawal_password_hash: string | null;
  failed_withdrawal_passwords: Generated<number>;
  membership_expires_at: string | null;
  sign_in_locked: Generated<number>;
}

/** `membership_purchases` */
export interface MembershipPurchasesTable {
  id: Generated<number>;
  member_id: number;
  level: 'P1' | 'P2' | 'P3' | 'P4' | 'P5';
  period: 'monthly' | 'annual';
  price_cents: Integer;
  starts_at: string;
  expires_at: string;
  created_at: string;
}

/** `news` */
export interface NewsTable {
  id: Generated<number>;
  title_en: string;
  title_cn: string;
  summary_en: string;
  summary_cn: string;
  body_en: string;
  body_cn: string;
  image_url: string | null;
  published_at: string;
  created_at: string;
}

/** `notification_reads` */
export interface NotificationReadsTable {
  member_id: number;
  notification_id: number;
  read_at: string;
}

/** `notifications` */
export interface NotificationsTable {
  id: Generated<number>;
  member_id: number | null;
  title_en: string;
  title_cn: string;
  body_en: string;
  body_cn: string;
  created_at: string;
  target_kind: 'order' | 'withdrawal' | 'fundRecords' | 'news' | null;
  target_id: number | null;
}

/** `order_counts` */
export interface OrderCountsTable {
  member_id: number;
  project_id: number;
  month: string;
  orders: number;
}

/** `orders` */
export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  project_id: number;
  kind: 'purchase' | 'presale';
  status: 'applying' | 'in_progress' | 'completed' | 'pending_final_payment' | 'final_payment_made';
  unit_price_cents: Integer;
  milli_tons: Integer;
  total_cents: Integer;
  booking_fee_cents: NullableInteger;
  final_payment_deadline: string | null;
  final_milli_tons: NullableInteger;
  final_unit_price_cents: NullableInteger;
  final_payment_cents: NullableInteger;
  final_paid_at: string | null;
  forfeited_at: string | null;
  created_at: string;
  updated_at: string;
}

/** `project_goals` */
export interface ProjectGoalsTable {
  project_id: number;
  goal: number;
}

/** `project_texts` */
export interface ProjectTextsTable {
  project_id: number;
  lang: 'cn';
  name: string;
  location: string;
  introduction: string;
  developer: string | null;
  verification_agency: string | null;
  monitoring: string | null;
  credit_type: string | null;
}

/** `projects` */
export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  location: string;
  standards: string;
  status:
    | 'pending_review'
    | 'presale'
    | 'in_progress'
    | 'closed'
    | 'reservation_waiting'
    | 'not_begun'
    | 'ended'
    | 'full';
  unit_price_cents: Integer;
  quantity_milli_tons: Integer;
  remaining_milli_tons: Integer;
  min_milli_tons: Integer;
  max_milli_tons: Integer;
  introduction: string;
  fact_sheet_url: string | null;
  image_url: string | null;
  min_level: 'P0' | 'P1' | 'P2' | 'P3' | 'P4' | 'P5';
  selling_starts_at: string | null;
  selling_ends_at: string | null;
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
  registry:
    'verra' | 'gold_standard' | 'american_carbon_registry' | 'climate_action_reserve' | null;
  registry_id: string | null;
  type: Generated<
    | 'forest_protection'
    | 'reforestation'
    | 'peatland'
    | 'blue_carbon'
    | 'agriculture'
    | 'renewable_energy'
    | 'cookstoves'
    | 'methane_capture'
    | 'other'
  >;
}

/** `retirements` */
export interface RetirementsTable {
  id: Generated<number>;
  retirement_no: string;
  certificate_id: string;
  member_id: number;
  project_id: number;
  kind: 'normal' | 'presale';
  milli_tons: Integer;
  serial_prefix: string;
  serial_start: Integer;
  serial_end: Integer;
  vintage: number;
  standards: string;
  registry:
    'verra' | 'gold_standard' | 'american_carbon_registry' | 'climate_action_reserve' | null;
  registry_id: string | null;
  beneficiary: string;
  for_self: number;
  reason: string;
  created_at: string;
}

/** `sales` */
export interface SalesTable {
  id: Generated<number>;
  sale_no: string;
  member_id: number;
  project_id: number;
  kind: 'normal' | 'presale';
  milli_tons: Integer;
  unit_price_cents: Integer;
  proceeds_cents: Integer;
  status: 'pending' | 'settled';
  payout_at: string;
  created_at: string;
  settled_at: string | null;
}

/** `schema_migrations` */
export interface SchemaMigrationsTable {
  version: Generated<number>;
  name: string;
  applied_at: string;
}

/** `server_secrets` */
export interface ServerSecretsTable {
  name: string;
  secret: Buffer;
}

/** `sessions` */
export interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  revoked_at: string | null;
  last_seen_at: string | null;
}

/** `settings` */
export interface SettingsTable {
  key: string;
  value: string;
}

/** `top_ups` */
export interface TopUpsTable {
  id: Generated<number>;
  member_id: number;
  amount_cents: Integer;
  reference: string;
  status: Generated<'pending' | 'confirmed' | 'cancelled'>;
  created_at: string;
  resolved_at: string | null;
}

/** `unknown_sign_ins` */
export interface UnknownSignInsTable {
  key_hash: string;
  failed_logins: number;
  locked: Generated<number>;
  last_failed_at: string;
}

/** `verification_codes` */
export interface VerificationCodesTable {
  id: Generated<number>;
  email: string;
  purpose: 'register' | 'reset_password';
  code: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  failed_attempts: Generated<number>;
}

/** `wallets` */
export interface WalletsTable {
  member_id: Generated<number>;
  available_cents: DefaultInteger;
  frozen_cents: DefaultInteger;
  pending_cents: DefaultInteger;
  declined_cents: DefaultInteger;
}

/** `withdrawals` */
export interface WithdrawalsTable {
  id: Generated<number>;
  member_id: number;
  amount_cents: Integer;
  fee_cents: Integer;
  net_cents: Integer;
  status: Generated<'processing' | 'completed' | 'refused'>;
  bank_name: string;
  account_number: string;
  holder_name: string;
  paynow_number: string | null;
  created_at: string;
  resolved_at: string | null;
  destination: Generated<'bank' | 'paynow'>;
}

/** `uploads` (version 23) */
export interface UploadsTable {
  name: string;
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Buffer;
  created_at: string;
}

export interface Tables {
  bank_cards: BankCardsTable;
  code_requests: CodeRequestsTable;
  credit_records: CreditRecordsTable;
  device_sign_ins: DeviceSignInsTable;
  faq_answers: FaqAnswersTable;
  faq_options: FaqOptionsTable;
  faq_questions: FaqQuestionsTable;
  footprint_results: FootprintResultsTable;
  fund_records: FundRecordsTable;
  holdings: HoldingsTable;
  idempotency_keys: IdempotencyKeysTable;
  members: MembersTable;
  membership_purchases: MembershipPurchasesTable;
  news: NewsTable;
  notification_reads: NotificationReadsTable;
  notifications: NotificationsTable;
  order_counts: OrderCountsTable;
  orders: OrdersTable;
  project_goals: ProjectGoalsTable;
  project_texts: ProjectTextsTable;
  projects: ProjectsTable;
  retirements: RetirementsTable;
  sales: SalesTable;
  schema_migrations: SchemaMigrationsTable;
  server_secrets: ServerSecretsTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  top_ups: TopUpsTable;
  unknown_sign_ins: UnknownSignInsTable;
  uploads: UploadsTable;
  verification_codes: VerificationCodesTable;
  wallets: WalletsTable;
  withdrawals: WithdrawalsTable;
}
