// The credits' commands of the ledger model: sell, retire, and the operator settling due sales.
import { expect } from 'vitest';
import {
  add,
  addWorkingDays,
  fromCents,
  fromMilliTons,
  isZero,
  subtract,
  toCents,
  tons,
  toMilliTons,
} from '@carbonmarket/domain';
import type { CreditKind } from '@carbonmarket/domain';
import {
  LIMITS,
  plusTons,
  minusTons,
  moreTons,
  ACCEPT,
  refuse,
  count,
  expectOutcome,
  LedgerCommand,
} from './model';
import type { Model, Real } from './model';

export class Sell extends LedgerCommand {
  /**
   * `share` in thousandths of what is held when the command runs (most sales), or `milliTons`
   * as such when `share` is null (often more than held).
   */
  constructor(
    readonly kind: CreditKind,
    readonly share: number | null,
    readonly milliTons: number,
  ) {
    super();
  }
  toString(): string {
    const what =
      this.share === null
        ? `${fromMilliTons(this.milliTons).toString()} t`
        : `${this.share / 10} % of held`;
    return `Sell(${this.kind}, ${what})`;
  }
  async apply(m: Model, r: Real) {
    const normal = this.kind === 'normal';
    const held = normal ? m.normal : m.presale;
    // At least a thousandth of a ton: zero is malformed, refused before any rule is judged.
    const milli =
      this.share === null
        ? BigInt(this.milliTons)
        : (toMilliTons(held) * BigInt(this.share)) / 1000n || 1n;
    const quantity = fromMilliTons(milli);
    const price = normal ? r.project.unitPrice : (m.final?.price ?? r.presale.unitPrice);
    // The payout rule, worked out here in integers: price in cents x thousandths of a ton is the
    // exact value in thousandths of a cent; the platform pays its whole cents (rounded down).
    const proceeds = fromCents((toCents(price) * milli) / 1000n);
    const outcome = moreTons(quantity, held)
      ? refuse('INSUFFICIENT_CARBON_BALANCE')
      : isZero(proceeds)
        ? refuse('SELL_PROCEEDS_TOO_SMALL')
        : ACCEPT;
    const reply = await r.server.call<{
      sale: { proceeds: string; payoutAt: string; status: string };
    }>(
      'POST',
      '/credits/sell',
      {
        projectId: normal ? r.project.id : r.presale.id,
        kind: this.kind,
        quantity: quantity.toString(),
      },
      { token: r.token, key: true },
    );
    expectOutcome(reply, outcome, `Sell ${this.kind}`, this.toString());
    if (!outcome.ok) return;
    const payoutAt = addWorkingDays(m.now, LIMITS.sale.payoutWorkingDays);
    expect(reply.data.sale).toEqual(
      expect.objectContaining({
        proceeds: proceeds.toString(),
        payoutAt: payoutAt.toISOString(),
        status: 'pending',
      }),
    );
    if (normal) m.normal = minusTons(m.normal, quantity);
    else m.presale = minusTons(m.presale, quantity);
    m.pending = add(m.pending, proceeds);
    m.sales.push({ proceeds, payoutAt, settled: false });
  }
}

export class Retire extends LedgerCommand {
  /**
   * `share` in thousandths of the whole tons held when the command runs (at least one ton), or
   * `wholeTons` as such when `share` is null (often more than held); `named` names a beneficiary.
   */
  constructor(
    readonly kind: CreditKind,
    readonly share: number | null,
    readonly wholeTons: number,
    readonly named: boolean,
  ) {
    super();
  }
  toString(): string {
    const what =
      this.share === null ? `${this.wholeTons} t` : `${this.share / 10} % of whole tons held`;
    return `Retire(${this.kind}, ${what}${this.named ? ', named' : ''})`;
  }
  async apply(m: Model, r: Real) {
    const normal = this.kind === 'normal';
    const held = normal ? m.normal : m.presale;
    const whole = toMilliTons(held) / 1000n;
    const asked =
      this.share === null ? BigInt(this.wholeTons) : (whole * BigInt(this.share)) / 1000n || 1n;
    const quantity = tons(asked.toString());
    const outcome = moreTons(quantity, held) ? refuse('INSUFFICIENT_CARBON_BALANCE') : ACCEPT;
    const projectId = normal ? r.project.id : r.presale.id;
    const reply = await r.server.call<{
      retirement: { tons: string; beneficiary: string; serials: { start: number; end: number } };
      balances: { credits: { normal: string; presale: string } };
    }>(
      'POST',
      '/credits/retire',
      {
        projectId,
        kind: this.kind,
        quantity: quantity.toString(),
        reason: 'Offsetting the model run',
        ...(this.named ? { beneficiary: 'Model Beneficiary' } : {}),
      },
      { token: r.token, key: true },
    );
    expectOutcome(reply, outcome, `Retire ${this.kind}`, this.toString());
    if (!outcome.ok) return;
    // The project's serials go on from the last one, one number per ton.
    const last = m.lastSerial.get(projectId) ?? 0;
    const end = last + Number(asked);
    expect(reply.data.retirement).toMatchObject({
      tons: quantity.toString(),
      serials: { start: last + 1, end },
      ...(this.named ? { beneficiary: 'Model Beneficiary' } : {}),
    });
    m.lastSerial.set(projectId, end);
    if (normal) m.normal = minusTons(m.normal, quantity);
    else m.presale = minusTons(m.presale, quantity);
    m.retired = plusTons(m.retired, quantity);
    expect(reply.data.balances.credits).toEqual({
      normal: m.normal.toString(),
      presale: m.presale.toString(),
    });
    const retired = await r.server.call<{ total: string }>(
      'GET',
      '/credits/retired',
      {},
      { token: r.token },
    );
    expect(retired.data.total).toBe(m.retired.toString());
  }
}

export class Settle extends LedgerCommand {
  toString(): string {
    return 'Settle(due sales)';
  }
  async apply(m: Model, r: Real) {
    const due = m.sales.filter((s) => !s.settled && m.now.getTime() >= s.payoutAt.getTime());
    const reply = await r.server.call<{ settled: number }>(
      'POST',
      '/admin/sales/settle',
      {},
      { admin: true },
    );
    expectOutcome(reply, ACCEPT, 'Settle', this.toString());
    expect(reply.data.settled).toBe(due.length);
    if (due.length > 0) count('Settle paid out');
    for (const s of due) {
      m.pending = subtract(m.pending, s.proceeds);
      m.available = add(m.available, s.proceeds);
      s.settled = true;
    }
  }
}
