import type { ColumnType } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from './migrateDatabase';
import { openSqliteKysely } from './sqliteKysely';
import { sqliteSchemaSnapshot } from './sqliteSchemaSnapshot';
import type { Tables } from './tables';

/** What a column reads as: the value the Kysely interface selects, or the SQLite declared type. */
type Kind<V> = [NonNullable<V>] extends [string]
  ? 'TEXT'
  : [NonNullable<V>] extends [number]
    ? 'INTEGER'
    : [NonNullable<V>] extends [Buffer]
      ? 'BLOB'
      : never;
/** Whether an insert may leave a column out (`default`), may write null, or must give a value. */
type Presence<V> = [V] extends [ColumnType<infer S, infer I, unknown>]
  ? undefined extends I
    ? 'default'
    : null extends S
      ? 'nullable'
      : 'required'
  : null extends V
    ? 'nullable'
    : 'required';
type Fact<V> = [V] extends [ColumnType<infer S, unknown, unknown>]
  ? `${Kind<S>} ${Presence<V>}`
  : `${Kind<V>} ${Presence<V>}`;

/**
 * Every column of `Tables` with what its type says, written out so that the compiler holds it to
 * the interface (no column more or less, no fact otherwise) and the test below to the schema the
 * migrations build.
 */
const SHAPE: { [T in keyof Tables]: { [C in keyof Tables[T]]-?: Fact<Tables[T][C]> } } = {
  bank_cards: {
    member_id: 'INTEGER required',
    bank_name: 'TEXT required',
    account_number: 'TEXT required',
    holder_name: 'TEXT required',
    paynow_number: 'TEXT nullable',
    updated_at: 'TEXT required',
  },
  code_requests: {
    email_hash: 'TEXT required',
    requested_at: 'TEXT required',
  },
  credit_records: {
    id: 'INTEGER default',
    member_id: 'INTEGER required',
    project_id: 'INTEGER required',
    kind: 'TEXT required',
    type: 'TEXT required',
    milli_tons: 'INTEGER required',
    milli_tons_after: 'INTEGER required',
    reference: 'TEXT required',
    created_at: 'TEXT required',
  },
  device_sign_ins: {
    token_hash: 'TEXT required',
    member_id: 'INTEGER required',
    failed_logins: 'INTEGER default',
    locked: 'INTEGER default',
  },
  faq_answers: {
    member_id: 'INTEGER required',
    question_id: 'TEXT required',
    option_id: 'TEXT required',
    answered_at: 'TEXT required',
  },
  faq_options: {
    question_id: 'TEXT required',
    id: 'TEXT required',
    position: 'INTEGER required',
    text_en: 'TEXT required',
    text_cn: 'TEXT required',
  },
  faq_questions: {
    id: 'TEXT required',
    position: 'INTEGER required',
    kind: 'TEXT required',
    required: 'INTEGER required',
    text_en: 'TEXT required',
    text_cn: 'TEXT required',
  },
  footprint_results: {
    id: 'INTEGER default',
    member_id: 'INTEGER required',
    answers: 'TEXT required',
    home_milli_tons: 'INTEGER required',
    transport_milli_tons: 'INTEGER required',
    flights_milli_tons: 'INTEGER required',
    diet_milli_tons: 'INTEGER required',
    total_milli_tons: 'INTEGER required',
    created_at: 'TEXT required',
  },
  fund_records: {
    id: 'INTEGER default',
    member_id: 'INTEGER required',
    type: 'TEXT required',
    balance: 'TEXT required',
    amount_cents: 'INTEGER required',
    balance_after_cents: 'INTEGER required',
    reference: 'TEXT required',
    created_at: 'TEXT required',
  },
  holdings: {
    member_id: 'INTEGER required',
    project_id: 'INTEGER required',
    kind: 'TEXT required',
    milli_tons: 'INTEGER default',
  },
  idempotency_keys: {
    member_id: 'INTEGER required',
    key: 'TEXT required',
    endpoint: 'TEXT required',
    request_hash: 'TEXT required',
    reply: 'TEXT nullable',
    created_at: 'TEXT required',
    committed_at: 'TEXT nullable',
  },
  members: {
    id: 'INTEGER default',
    visitor_type: 'TEXT required',
    email: 'TEXT nullable',
    password_hash: 'TEXT nullable',
    first_name: 'TEXT default',
    last_name: 'TEXT default',
    ic_number: 'TEXT nullable',
    company_name: 'TEXT nullable',
    uen: 'TEXT nullable',
    mobile: 'TEXT default',
    avatar: 'TEXT default',
    invitation_code: 'TEXT nullable',
    credit_score: 'TEXT default',
    level: 'TEXT default',
    risk: 'INTEGER default',
    locked: 'INTEGER default',
    failed_logins: 'INTEGER default',
    is_answer: 'INTEGER default',
    created_at: 'TEXT required',
    withdrawal_password_hash: 'TEXT nullable',
    failed_withdrawal_passwords: 'INTEGER default',
    membership_expires_at: 'TEXT nullable',
    sign_in_locked: 'INTEGER default',
  },
  membership_purchases: {
    id: 'INTEGER default',
    member_id: 'INTEGER required',
    level: 'TEXT required',
    period: 'TEXT required',
    price_cents: 'INTEGER required',
    starts_at: 'TEXT required',
    expires_at: 'TEXT required',
    created_at: 'TEXT required',
  },
  news: {
    id: 'INTEGER default',
    title_en: 'TEXT required',
    title_cn: 'TEXT required',
    summary_en: 'TEXT required',
    summary_cn: 'TEXT required',
    body_en: 'TEXT required',
    body_cn: 'TEXT required',
    image_url: 'TEXT nullable',
    published_at: 'TEXT required',
    created_at: 'TEXT required',
  },
  notification_reads: {
    member_id: 'INTEGER required',
    notification_id: 'INTEGER required',
    read_at: 'TEXT required',
  },
  notifications: {
    id: 'INTEGER default',
    member_id: 'INTEGER nullable',
    title_en: 'TEXT required',
    title_cn: 'TEXT required',
    body_en: 'TEXT required',
    body_cn: 'TEXT required',
    created_at: 'TEXT required',
    target_kind: 'TEXT nullable',
    target_id: 'INTEGER nullable',
  },
  order_counts: {
    member_id: 'INTEGER required',
    project_id: 'INTEGER required',
    month: 'TEXT required',
    orders: 'INTEGER required',
  },
  orders: {
    id: 'INTEGER default',
    order_no: 'TEXT required',
    member_id: 'INTEGER required',
    project_id: 'INTEGER required',
    kind: 'TEXT required',
    status: 'TEXT required',
    unit_price_cents: 'INTEGER required',
    milli_tons: 'INTEGER required',
    total_cents: 'INTEGER required',
    booking_fee_cents: 'INTEGER nullable',
    final_payment_deadline: 'TEXT nullable',
    final_milli_tons: 'INTEGER nullable',
    final_unit_price_cents: 'INTEGER nullable',
    final_payment_cents: 'INTEGER nullable',
    final_paid_at: 'TEXT nullable',
    forfeited_at: 'TEXT nullable',
    created_at: 'TEXT required',
    updated_at: 'TEXT required',
  },
  project_goals: {
    project_id: 'INTEGER required',
    goal: 'INTEGER required',
  },
  project_texts: {
    project_id: 'INTEGER required',
    lang: 'TEXT required',
    name: 'TEXT required',
    location: 'TEXT required',
    introduction: 'TEXT required',
    developer: 'TEXT nullable',
    verification_agency: 'TEXT nullable',
    monitoring: 'TEXT nullable',
    credit_type: 'TEXT nullable',
  },
  projects: {
    id: 'INTEGER default',
    name: 'TEXT required',
    location: 'TEXT required',
    standards: 'TEXT required',
    status: 'TEXT required',
    unit_price_cents: 'INTEGER required',
    quantity_milli_tons: 'INTEGER required',
    remaining_milli_tons: 'INTEGER required',
    min_milli_tons: 'INTEGER required',
    max_milli_tons: 'INTEGER required',
    introduction: 'TEXT required',
    fact_sheet_url: 'TEXT nullable',
    image_url: 'TEXT nullable',
    min_level: 'TEXT required',
    selling_starts_at: 'TEXT nullable',
    selling_ends_at: 'TEXT nullable',
    booking_fee_percent: 'TEXT nullable',
    expected_milli_tons: 'INTEGER nullable',
    final_unit_price_cents: 'INTEGER nullable',
    final_milli_tons: 'INTEGER nullable',
    final_set_at: 'TEXT nullable',
    vintage: 'INTEGER required',
    verification_agency: 'TEXT required',
    monitoring: 'TEXT required',
    credit_type: 'TEXT required',
    developer: 'TEXT required',
    created_at: 'TEXT required',
    updated_at: 'TEXT required',
    registry: 'TEXT nullable',
    registry_id: 'TEXT nullable',
    type: 'TEXT default',
  },
  retirements: {
    id: 'INTEGER default',
    retirement_no: 'TEXT required',
    certificate_id: 'TEXT required',
    member_id: 'INTEGER required',
    project_id: 'INTEGER required',
    kind: 'TEXT required',
    milli_tons: 'INTEGER required',
    serial_prefix: 'TEXT required',
    serial_start: 'INTEGER required',
    serial_end: 'INTEGER required',
    vintage: 'INTEGER required',
    standards: 'TEXT required',
    registry: 'TEXT nullable',
    registry_id: 'TEXT nullable',
    beneficiary: 'TEXT required',
    for_self: 'INTEGER required',
    reason: 'TEXT required',
    created_at: 'TEXT required',
  },
  sales: {
    id: 'INTEGER default',
    sale_no: 'TEXT required',
    member_id: 'INTEGER required',
    project_id: 'INTEGER required',
    kind: 'TEXT required',
    milli_tons: 'INTEGER required',
    unit_price_cents: 'INTEGER required',
    proceeds_cents: 'INTEGER required',
    status: 'TEXT required',
    payout_at: 'TEXT required',
    created_at: 'TEXT required',
    settled_at: 'TEXT nullable',
  },
  schema_migrations: {
    version: 'INTEGER required',
    name: 'TEXT required',
    applied_at: 'TEXT required',
  },
  server_secrets: {
    name: 'TEXT required',
    secret: 'BLOB required',
  },
  sessions: {
    token_hash: 'TEXT required',
    member_id: 'INTEGER required',
    created_at: 'TEXT required',
    revoked_at: 'TEXT nullable',
    last_seen_at: 'TEXT nullable',
  },
  settings: {
    key: 'TEXT required',
    value: 'TEXT required',
  },
  top_ups: {
    id: 'INTEGER default',
    member_id: 'INTEGER required',
    amount_cents: 'INTEGER required',
    reference: 'TEXT required',
    status: 'TEXT default',
    created_at: 'TEXT required',
    resolved_at: 'TEXT nullable',
  },
  unknown_sign_ins: {
    key_hash: 'TEXT required',
    failed_logins: 'INTEGER required',
    locked: 'INTEGER default',
    last_failed_at: 'TEXT required',
  },
  verification_codes: {
    id: 'INTEGER default',
    email: 'TEXT required',
    purpose: 'TEXT required',
    code: 'TEXT required',
    created_at: 'TEXT required',
    expires_at: 'TEXT required',
    used_at: 'TEXT nullable',
    failed_attempts: 'INTEGER default',
  },
  wallets: {
    member_id: 'INTEGER required',
    available_cents: 'INTEGER default',
    frozen_cents: 'INTEGER default',
    pending_cents: 'INTEGER default',
    declined_cents: 'INTEGER default',
  },
  withdrawals: {
    id: 'INTEGER default',
    member_id: 'INTEGER required',
    amount_cents: 'INTEGER required',
    fee_cents: 'INTEGER required',
    net_cents: 'INTEGER required',
    status: 'TEXT default',
    bank_name: 'TEXT required',
    account_number: 'TEXT required',
    holder_name: 'TEXT required',
    paynow_number: 'TEXT nullable',
    created_at: 'TEXT required',
    resolved_at: 'TEXT nullable',
    destination: 'TEXT default',
    approved_by: 'INTEGER nullable',
    approved_at: 'TEXT nullable',
  },
  uploads: {
    name: 'TEXT required',
    type: 'TEXT required',
    bytes: 'BLOB required',
    created_at: 'TEXT required',
  },
  operators: {
    id: 'INTEGER default',
    email: 'TEXT required',
    name: 'TEXT required',
    role: 'TEXT required',
    status: 'TEXT required',
    password_hash: 'TEXT nullable',
    totp_secret: 'TEXT required',
    totp_last_step: 'INTEGER nullable',
    failed_sign_ins: 'INTEGER default',
    enrolment_token_hash: 'TEXT nullable',
    enrolment_expires_at: 'TEXT nullable',
    created_at: 'TEXT required',
    last_sign_in_at: 'TEXT nullable',
  },
  operator_recovery_codes: {
    operator_id: 'INTEGER required',
    code_hash: 'TEXT required',
    used_at: 'TEXT nullable',
  },
  operator_sessions: {
    token_hash: 'TEXT required',
    operator_id: 'INTEGER required',
    created_at: 'TEXT required',
    last_seen_at: 'TEXT required',
    expires_at: 'TEXT required',
    ended_at: 'TEXT nullable',
  },
  audit_events: {
    id: 'INTEGER default',
    at: 'TEXT required',
    actor_kind: 'TEXT required',
    operator_id: 'INTEGER nullable',
    action: 'TEXT required',
    target_type: 'TEXT nullable',
    target_id: 'INTEGER nullable',
    before_json: 'TEXT nullable',
    after_json: 'TEXT nullable',
    input_json: 'TEXT required',
    reason: 'TEXT nullable',
  },
};

describe('the Kysely description of the tables', () => {
  it('names every table and column of the schema, in order, with its type and nullability', async () => {
    const { raw, db } = openSqliteKysely();
    await migrateDatabase({ db, engine: 'sqlite', sqlite: raw });
    const { tables } = sqliteSchemaSnapshot(raw);
    await db.destroy();
    expect(Object.keys(SHAPE).sort()).toEqual(tables.map((t) => t.name));
    for (const table of tables) {
      const facts = table.columns.map((c) => {
        const assigned = c.pk === 1 && c.name === 'id' && c.type === 'INTEGER';
        const presence =
          c.dflt_value !== null || assigned
            ? 'default'
            : c.notnull === 0 && c.pk === 0
              ? 'nullable'
              : 'required';
        return [c.name, `${c.type} ${presence}`];
      });
      expect(Object.entries(SHAPE[table.name as keyof Tables]), table.name).toEqual(facts);
    }
  });
});
