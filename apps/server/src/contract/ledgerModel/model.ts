import { randomBytes, scryptSync } from 'node:crypto';
import { expect } from 'vitest';
import type fc from 'fast-check';
import {
  DEFAULT_BUSINESS_CONFIG,
  ZERO_MONEY,
  fromCents,
  fromMilliTons,
  singaporeMonth,
  tons,
  toMilliTons,
} from '@carbonmarket/domain';
import type { ErrorCode, Money, Tons } from '@carbonmarket/domain';
import type { Envelope, TestServer } from '../../testing/testServer';
import { BANK_CARD, WITHDRAWAL_PASSWORD, createMember } from '../../testing/accountWalletKit';
import { createProject, projectRow, setLevel } from '../../testing/marketFixtures';
import { ledgerMismatches } from '../../ledger/ledgerInvariant';

/**
 * A model of one member's wallet and holdings, driven by random sequences of the commands that
 * move money and tons (top-ups, purchases, presale bookings, the final price, final payments,
 * sales, retirements, withdrawals and their refusal, the clock, settlements) against the real server over
 * HTTP. The model predicts, with the domain's decimal arithmetic, whether the server accepts each
 * command and what it changes; after every command the balances the API answers equal the model
 * and the ledger invariant holds across the whole database.
 */

export const LIMITS = DEFAULT_BUSINESS_CONFIG;
// 10:00 Singapore time on Friday 20 November 2026: a working day (withdrawals are open).
export const FRIDAY = new Date('2026-11-20T02:00:00.000Z');

/**
 * A withdrawal password hash with a cheap scrypt cost. The stored hash carries its parameters, so
 * the server verifies it as it would any other; the production cost (a few hundred ms per check)
 * would make a hundred withdrawals take most of a minute.
 */
export function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const params = { N: 2 ** 10, r: 8, p: 1 };
  const key = scryptSync(password.normalize('NFC'), salt, 32, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

// Tons are added and compared in whole thousandths (bigint), never as floats.
export const plusTons = (a: Tons, b: Tons): Tons => fromMilliTons(toMilliTons(a) + toMilliTons(b));
export const minusTons = (a: Tons, b: Tons): Tons => fromMilliTons(toMilliTons(a) - toMilliTons(b));
export const moreTons = (a: Tons, b: Tons): boolean => toMilliTons(a) > toMilliTons(b);
export const ZERO_TONS = tons('0');

/** What the model expects of a command: accepted, or refused with this catalogue code. */
export type Outcome = { ok: true } | { ok: false; code: ErrorCode };
export const ACCEPT: Outcome = { ok: true };
export const refuse = (code: ErrorCode): Outcome => ({ ok: false, code });

export interface Booking {
  orderId: number;
  tons: Tons;
  fee: Money;
  state: 'applying' | 'pending' | 'paid';
  finalTons: Tons;
  due: Money;
  deadline: Date;
}

export interface Withdrawal {
  id: number;
  amount: Money;
  createdAt: Date;
  status: 'processing' | 'refused';
}

export interface Sale {
  proceeds: Money;
  payoutAt: Date;
  settled: boolean;
}

export interface Model {
  now: Date;
  available: Money;
  pending: Money;
  normal: Tons;
  presale: Tons;
  /** Tons left in the project in progress. */
  stock: Tons;
  /** Tons left to book in the presale. */
  presaleStock: Tons;
  /** When each accepted order was placed, per project (the purchase caps count them). */
  purchases: Date[];
  bookingsPlaced: Date[];
  bookings: Booking[];
  final: { price: Money; tons: Tons } | null;
  withdrawals: Withdrawal[];
  sales: Sale[];
  /** Tons retired in all, and the last serial number handed out, per project. */
  retired: Tons;
  lastSerial: Map<number, number>;
}

/** The terms of one run: the projects' prices and stock, and the member's opening balance. */
export interface Terms {
  unitPriceCents: number;
  presalePriceCents: number;
  bookingFeePercent: string;
  presaleQuantity: number;
  openingCents: number;
}

export interface ProjectTerms {
  id: number;
  unitPrice: Money;
  minTons: Tons;
  maxTons: Tons;
}

export interface Real {
  server: TestServer;
  token: string;
  memberId: number;
  project: ProjectTerms;
  presale: ProjectTerms & { bookingFeePercent: string };
}

export const BUY_QUANTITY = 100_000;

/** A member ready to withdraw and two fresh projects on a fresh server (its clock on FRIDAY). */
export async function setup(
  server: TestServer,
  terms: Terms,
): Promise<{ model: Model; real: Real }> {
  server.setNow(FRIDAY);
  const member = await createMember(server);
  const card = await server.call('PUT', '/member/bankcard', BANK_CARD, { token: member.token });
  if (card.code !== 0) throw new Error(`bank card: ${card.msg}`);
  await server.sql.run(
    'UPDATE members SET withdrawal_password_hash = ? WHERE id = ?',
    cheapHash(WITHDRAWAL_PASSWORD),
    member.memberId,
  );
  // P3 may sell presale credits too.
  await setLevel(server, member.memberId, 'P3');
  if (terms.openingCents > 0) await server.fund(member.memberId, BigInt(terms.openingCents));

  const unitPrice = fromCents(terms.unitPriceCents);
  const project = await createProject(server, {
    unitPrice: unitPrice.toString(),
    quantity: String(BUY_QUANTITY),
    minTons: '2',
    maxTons: '100',
  });
  const presalePrice = fromCents(terms.presalePriceCents);
  const presale = await createProject(server, {
    status: 'presale',
    unitPrice: presalePrice.toString(),
    quantity: String(terms.presaleQuantity),
    minTons: '1',
    maxTons: '50',
    presale: { bookingFeePercent: terms.bookingFeePercent },
  });
  expect(presale.presale?.bookingFeePercent).toBe(terms.bookingFeePercent);
  return {
    model: {
      now: FRIDAY,
      available: fromCents(terms.openingCents),
      pending: ZERO_MONEY,
      normal: ZERO_TONS,
      presale: ZERO_TONS,
      stock: tons(String(BUY_QUANTITY)),
      presaleStock: tons(String(terms.presaleQuantity)),
      purchases: [],
      bookingsPlaced: [],
      bookings: [],
      final: null,
      withdrawals: [],
      sales: [],
      retired: ZERO_TONS,
      lastSerial: new Map(),
    },
    real: {
      server,
      token: member.token,
      memberId: member.memberId,
      project: { id: project.id, unitPrice, minTons: tons('2'), maxTons: tons('100') },
      presale: {
        id: presale.id,
        unitPrice: presalePrice,
        minTons: tons('1'),
        maxTons: tons('50'),
        bookingFeePercent: terms.bookingFeePercent,
      },
    },
  };
}

/** The balances the model expects, as the API writes them. */
export const expectedBalances = (m: Model) => ({
  available: m.available.toString(),
  frozen: '0.00',
  pending: m.pending.toString(),
  declined: '0.00',
  credits: { normal: m.normal.toString(), presale: m.presale.toString() },
});

/** How often each command met each outcome, over every run. */
export const tally = new Map<string, number>();
export const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

/** The server answered what the model predicted. */
export function expectOutcome(reply: Envelope, outcome: Outcome, name: string, what: string): void {
  count(`${name} ${outcome.ok ? 'ok' : outcome.code}`);
  const got = reply.code === 0 ? 'accepted' : `${reply.code} ${reply.msg}`;
  const wanted = outcome.ok ? 'accepted' : `1 ${outcome.code}`;
  expect(got, `${what}: ${JSON.stringify(reply.data)}`).toBe(wanted);
}

/** Orders placed this Singapore month, and ever, of the given placement times. */
export function capRefusal(placed: Date[], now: Date): Outcome | null {
  const month = singaporeMonth(now);
  const thisMonth = placed.filter(
    (at) => at.getTime() >= month.start.getTime() && at.getTime() < month.end.getTime(),
  ).length;
  if (placed.length >= LIMITS.purchase.maxTotal) return refuse('PURCHASE_TOTAL_LIMIT_REACHED');
  if (thisMonth >= LIMITS.purchase.maxPerMonth) return refuse('PURCHASE_MONTHLY_LIMIT_REACHED');
  return null;
}

/** The quantity rules shared by purchases and bookings, in the server's order. */
export function quantityRefusal(
  quantity: Tons,
  project: ProjectTerms,
  stock: Tons,
): Outcome | null {
  if (moreTons(project.minTons, quantity)) return refuse('QUANTITY_BELOW_MINIMUM');
  if (moreTons(quantity, project.maxTons)) return refuse('QUANTITY_ABOVE_MAXIMUM');
  if (moreTons(quantity, stock)) return refuse('INSUFFICIENT_REMAINING_TONS');
  return null;
}

/** A booking is past its deadline (the server forfeits it before anything else). */
export const overdue = (b: Booking, now: Date) =>
  b.state === 'pending' && now.getTime() >= b.deadline.getTime();

/**
 * Every command runs against the server, checks the answer against the model's prediction,
 * updates the model, and then checks the wallet the API shows and the ledger invariant.
 */
export abstract class LedgerCommand implements fc.AsyncCommand<Model, Real> {
  /** Whether the command applies to the model now: always, unless a command says otherwise. */
  check(_m: Readonly<Model>): boolean {
    return true;
  }
  abstract apply(m: Model, r: Real): Promise<void>;
  abstract toString(): string;

  async run(m: Model, r: Real): Promise<void> {
    await this.apply(m, r);
    const balances = await r.server.call('GET', '/wallet/balances', {}, { token: r.token });
    expect(balances.data, `balances after ${this.toString()}`).toEqual(expectedBalances(m));
    expect(await ledgerMismatches(r.server.data.q()), `ledger after ${this.toString()}`).toEqual(
      [],
    );
    expect((await projectRow(r.server, r.project.id)).remaining_milli_tons).toBe(
      Number(toMilliTons(m.stock)),
    );
  }
}
