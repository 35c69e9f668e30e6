import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BALANCE_KINDS,
  BILLING_PERIODS,
  CARBON_REGISTRIES,
  CREDIT_KINDS,
  CREDIT_RECORD_TYPES,
  CREDIT_SCORES,
  FAQ_QUESTION_KINDS,
  FUND_RECORD_TYPES,
  MEMBERSHIP_LEVELS,
  ORDER_KINDS,
  ORDER_STATUSES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  SALE_STATUSES,
  SDG_GOALS,
  TRANSLATED_LOCALES,
  TOP_UP_STATUSES,
  VISITOR_TYPES,
  WITHDRAWAL_DESTINATIONS,
  WITHDRAWAL_STATUSES,
  NOTIFICATION_TARGET_KINDS,
  IMAGE_EXTENSIONS,
} from '@carbonmarket/domain';
import {
  AUDIT_ACTOR_KINDS,
  CODE_PURPOSES,
  OPERATOR_ROLES,
  OPERATOR_STATUSES,
  PAID_LEVELS,
} from '@carbonmarket/domain/contract';
import { openData } from './openData';
import { testSql } from '../testing/testSql';

/** A flag column: SQLite has no boolean, so 0 and 1. */
const FLAG = [0, 1] as const;

/**
 * The domain list every `CHECK (column IN (…))` of the migrated schema mirrors, by table and
 * column. A list in the schema that is not named here fails the test as well: a new one must say
 * which domain list it copies.
 */
const MIRRORS: Record<string, Record<string, readonly (string | number)[]>> = {
  members: {
    visitor_type: VISITOR_TYPES,
    credit_score: CREDIT_SCORES,
    level: MEMBERSHIP_LEVELS,
    risk: FLAG,
    locked: FLAG,
    sign_in_locked: FLAG,
    is_answer: FLAG,
  },
  verification_codes: { purpose: CODE_PURPOSES },
  top_ups: { status: TOP_UP_STATUSES },
  withdrawals: { status: WITHDRAWAL_STATUSES, destination: WITHDRAWAL_DESTINATIONS },
  membership_purchases: { level: PAID_LEVELS, period: BILLING_PERIODS },
  fund_records: { type: FUND_RECORD_TYPES, balance: BALANCE_KINDS },
  holdings: { kind: CREDIT_KINDS },
  credit_records: { kind: CREDIT_KINDS, type: CREDIT_RECORD_TYPES },
  projects: {
    status: PROJECT_STATUSES,
    min_level: MEMBERSHIP_LEVELS,
    registry: CARBON_REGISTRIES,
    type: PROJECT_TYPES,
  },
  project_goals: { goal: SDG_GOALS },
  project_texts: { lang: TRANSLATED_LOCALES },
  orders: { kind: ORDER_KINDS, status: ORDER_STATUSES },
  sales: { kind: CREDIT_KINDS, status: SALE_STATUSES },
  retirements: { kind: CREDIT_KINDS, registry: CARBON_REGISTRIES, for_self: FLAG },
  faq_questions: { kind: FAQ_QUESTION_KINDS, required: FLAG },
  device_sign_ins: { locked: FLAG },
  unknown_sign_ins: { locked: FLAG },
  notifications: { target_kind: NOTIFICATION_TARGET_KINDS },
  uploads: { type: Object.keys(IMAGE_EXTENSIONS) },
  operators: { role: OPERATOR_ROLES, status: OPERATOR_STATUSES },
  audit_events: { actor_kind: AUDIT_ACTOR_KINDS },
};

/** Every `CHECK (column IN (…))` of every table: table, column and the values, in order. */
function checkLists(sqlOfTables: { name: string; sql: string }[]) {
  const lists: { table: string; column: string; values: (string | number)[] }[] = [];
  for (const { name, sql } of sqlOfTables)
    for (const match of sql.matchAll(/CHECK\s*\(\s*(\w+)\s+IN\s*\(([^)]*)\)\s*\)/gi)) {
      const [, column = '', list = ''] = match;
      const values = list
        .split(',')
        .map((item) => item.trim())
        .map((item) => (/^'.*'$/.test(item) ? item.slice(1, -1) : Number(item)));
      lists.push({ table: name, column, values });
    }
  return lists;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-checks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The schema as SQLite keeps it (its CHECKs as written), read before the tests are collected.
const data = await openData({ dataDir: dir });
const tables = await testSql(data).all<{ name: string; sql: string }>(
  "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL",
);
await data.close();

describe('the lists of allowed values in the schema', () => {
  const lists = checkLists(tables);

  it('are found in the migrated schema', () => {
    expect(lists.length).toBeGreaterThanOrEqual(20);
  });

  it.each(lists.map((list) => [`${list.table}.${list.column}`, list] as const))(
    '%s holds exactly the values of the domain list it mirrors',
    (_name, { table, column, values }) => {
      const mirrored = MIRRORS[table]?.[column];
      expect(mirrored, `${table}.${column} names no domain list`).toBeDefined();
      expect([...values].sort()).toEqual([...(mirrored ?? [])].sort());
    },
  );

  it('names no column the schema does not check', () => {
    const checked = new Set(lists.map(({ table, column }) => `${table}.${column}`));
    const named = Object.entries(MIRRORS).flatMap(([table, columns]) =>
      Object.keys(columns).map((column) => `${table}.${column}`),
    );
    expect(named.filter((name) => !checked.has(name))).toEqual([]);
  });
});
