import { expect } from 'vitest';
import {
  ZERO_MONEY,
  add,
  addSingaporeDays,
  addWorkingDays,
  compare,
  finalPaymentAmount,
  fromCents,
  fromMilliTons,
  isZero,
  money,
  multiply,
  presaleBookingFee,
  singaporeDay,
  singaporeWeekend,
  subtract,
  toCents,
  tons,
  toMilliTons,
  withdrawalFee,
} from '@carbonmarket/domain';
import type { CreditKind } from '@carbonmarket/domain';
import { WITHDRAWAL_PASSWORD } from '../../testing/accountWalletKit';
import type { OrderReply } from '../../testing/marketFixtures';
import {
  LIMITS,
  plusTons,
  minusTons,
  moreTons,
  ZERO_TONS,
  ACCEPT,
  refuse,
  count,
  expectOutcome,
  capRefusal,
  quantityRefusal,
  overdue,
  LedgerCommand,
} from './model';
import type { Booking, Model, Real } from './model';

export class TopUp extends LedgerCommand {
  constructor(readonly cents: number) {
    super();
  }
  toString(): string {
    return `TopUp(${fromCents(this.cents).toString()})`;
  }
  async apply(m: Model, r: Real) {
    const amount = fromCents(this.cents);
    const outcome =
      compare(amount, money(LIMITS.topUp.min)) < 0
        ? refuse('AMOUNT_BELOW_MINIMUM')
        : compare(amount, money(LIMITS.topUp.max)) > 0
          ? refuse('AMOUNT_ABOVE_MAXIMUM')
          : ACCEPT;
    const created = await r.server.call<{ id: number; amount: string }>(
      'POST',
      '/wallet/topup',
      { amount: amount.toString() },
      { token: r.token, key: true },
    );
    expectOutcome(created, outcome, 'TopUp', this.toString());
    if (!outcome.ok) return;
    expect(created.data.amount).toBe(amount.toString());
    const confirmed = await r.server.call(
      'POST',
      '/admin/topup/confirm',
      { id: created.data.id },
      { admin: true },
    );
    expect(confirmed).toMatchObject({ code: 0, data: { status: 'confirmed' } });
    m.available = add(m.available, amount);
  }
}

export class Buy extends LedgerCommand {
  constructor(readonly quantity: number) {
    super();
  }
  toString(): string {
    return `Buy(${this.quantity} t)`;
  }
  async apply(m: Model, r: Real) {
    const quantity = tons(String(this.quantity));
    const total = multiply(r.project.unitPrice, quantity);
    const outcome =
      capRefusal(m.purchases, m.now) ??
      quantityRefusal(quantity, r.project, m.stock) ??
      (compare(total, m.available) > 0 ? refuse('INSUFFICIENT_BALANCE') : ACCEPT);
    const reply = await r.server.call<OrderReply>(
      'POST',
      '/orders/buy',
      { projectId: r.project.id, quantity: quantity.toString(), agreed: true },
      { token: r.token, key: true },
    );
    expectOutcome(reply, outcome, 'Buy', this.toString());
    if (!outcome.ok) return;
    expect(reply.data.order).toMatchObject({ status: 'completed', totalAmount: total.toString() });
    m.available = subtract(m.available, total);
    m.normal = plusTons(m.normal, quantity);
    m.stock = minusTons(m.stock, quantity);
    m.purchases.push(m.now);
    expect(reply.data.balances).toMatchObject({
      available: m.available.toString(),
      credits: { normal: m.normal.toString() },
    });
  }
}

export class Book extends LedgerCommand {
  constructor(readonly quantity: number) {
    super();
  }
  toString(): string {
    return `Book(${this.quantity} t)`;
  }
  async apply(m: Model, r: Real) {
    const quantity = tons(String(this.quantity));
    const fee = presaleBookingFee(r.presale.unitPrice, quantity, r.presale.bookingFeePercent);
    const outcome =
      (m.final ? refuse('PROJECT_NOT_BEGUN') : null) ??
      (toMilliTons(m.presaleStock) <= 0n ? refuse('PROJECT_FULL') : null) ??
      capRefusal(m.bookingsPlaced, m.now) ??
      quantityRefusal(quantity, r.presale, m.presaleStock) ??
      (compare(fee, m.available) > 0 ? refuse('INSUFFICIENT_BALANCE') : ACCEPT);
    const reply = await r.server.call<OrderReply>(
      'POST',
      '/orders/book',
      { projectId: r.presale.id, quantity: quantity.toString(), agreed: true },
      { token: r.token, key: true },
    );
    expectOutcome(reply, outcome, 'Book', this.toString());
    if (!outcome.ok) return;
    expect(reply.data.order).toMatchObject({
      status: 'applying',
      bookingFee: fee.toString(),
      totalAmount: multiply(r.presale.unitPrice, quantity).toString(),
    });
    m.available = subtract(m.available, fee);
    m.presaleStock = minusTons(m.presaleStock, quantity);
    m.bookingsPlaced.push(m.now);
    m.bookings.push({
      orderId: reply.data.order.id,
      tons: quantity,
      fee,
      state: 'applying',
      finalTons: ZERO_TONS,
      due: ZERO_MONEY,
      deadline: m.now,
    });
  }
}

export class SetFinal extends LedgerCommand {
  constructor(
    readonly priceCents: number,
    readonly finalMilliTons: number,
  ) {
    super();
  }
  /** Once, and after the first booking (bookings are what the final price moves). */
  override check(m: Readonly<Model>): boolean {
    return m.final === null && m.bookings.length > 0;
  }
  toString(): string {
    return `SetFinal(${fromCents(this.priceCents).toString()} x ${fromMilliTons(this.finalMilliTons).toString()} t)`;
  }
  async apply(m: Model, r: Real) {
    const price = fromCents(this.priceCents);
    const finalTons = fromMilliTons(this.finalMilliTons);
    const reply = await r.server.call<{ ordersMoved: number }>(
      'POST',
      '/admin/projects/final',
      { id: r.presale.id, finalUnitPrice: price.toString(), finalTons: finalTons.toString() },
      { admin: true },
    );
    expectOutcome(reply, ACCEPT, 'SetFinal', this.toString());
    const applying = m.bookings.filter((b) => b.state === 'applying');
    expect(reply.data.ordersMoved).toBe(applying.length);
    // Each booking gets what it booked when the final tons cover every booking, otherwise the
    // same share of it, rounded down to the thousandth: worked out here in whole thousandths.
    const booked = applying.reduce((sum, b) => sum + toMilliTons(b.tons), 0n);
    const final = toMilliTons(finalTons);
    const deadline = addSingaporeDays(m.now, LIMITS.presale.finalPaymentDays);
    for (const b of applying) {
      const mine = toMilliTons(b.tons);
      b.finalTons = final >= booked ? b.tons : fromMilliTons((mine * final) / booked);
      b.due = finalPaymentAmount(b.finalTons, price, b.fee);
      b.deadline = deadline;
      b.state = 'pending';
      const detail = await r.server.call<OrderReply['order']>(
        'GET',
        '/orders/detail',
        { id: b.orderId },
        { token: r.token },
      );
      expect(detail.data).toMatchObject({
        status: 'pending_final_payment',
        finalTons: b.finalTons.toString(),
        finalUnitPrice: price.toString(),
        finalPaymentAmount: b.due.toString(),
        finalPaymentDeadline: deadline.toISOString(),
      });
    }
    m.final = { price, tons: finalTons };
  }
}

export class PayFinal extends LedgerCommand {
  /** Picks one of the bookings pending their final payment, or (`any`) one of all of them. */
  constructor(
    readonly pick: number,
    readonly any: boolean,
  ) {
    super();
  }
  private candidates(m: Readonly<Model>): readonly Booking[] {
    return this.any ? m.bookings : m.bookings.filter((b) => b.state === 'pending');
  }
  override check(m: Readonly<Model>): boolean {
    return this.candidates(m).length > 0;
  }
  toString(): string {
    return `PayFinal(${this.any ? 'booking' : 'pending booking'} #${this.pick})`;
  }
  async apply(m: Model, r: Real) {
    const candidates = this.candidates(m);
    const b = candidates[this.pick % candidates.length];
    if (!b) throw new Error('no booking to pay');
    const outcome =
      b.state !== 'pending'
        ? refuse('OPERATION_FAILED')
        : overdue(b, m.now)
          ? refuse('FINAL_PAYMENT_EXPIRED')
          : compare(b.due, m.available) > 0
            ? refuse('INSUFFICIENT_BALANCE')
            : ACCEPT;
    const reply = await r.server.call<OrderReply>(
      'POST',
      '/orders/payfinal',
      { orderId: b.orderId },
      { token: r.token, key: true },
    );
    expectOutcome(
      reply,
      outcome,
      'PayFinal',
      `${this.toString()} = order ${b.orderId} (${b.state})`,
    );
    if (!outcome.ok) return;
    expect(reply.data.order.status).toBe('final_payment_made');
    m.available = subtract(m.available, b.due);
    m.presale = plusTons(m.presale, b.finalTons);
    b.state = 'paid';
  }
}

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

export class Withdraw extends LedgerCommand {
  constructor(readonly cents: number) {
    super();
  }
  toString(): string {
    return `Withdraw(${fromCents(this.cents).toString()})`;
  }
  async apply(m: Model, r: Real) {
    expect(singaporeWeekend(m.now), 'the model clock stays on working days').toBeNull();
    const amount = fromCents(this.cents);
    const day = singaporeDay(m.now);
    const today = m.withdrawals
      .filter(
        (w) =>
          w.status !== 'refused' &&
          w.createdAt.getTime() >= day.start.getTime() &&
          w.createdAt.getTime() < day.end.getTime(),
      )
      .reduce((sum, w) => add(sum, w.amount), ZERO_MONEY);
    const limits = LIMITS.withdrawal;
    const outcome =
      compare(amount, money(limits.min)) < 0
        ? refuse('AMOUNT_BELOW_MINIMUM')
        : compare(amount, money(limits.max)) > 0
          ? refuse('AMOUNT_ABOVE_MAXIMUM')
          : compare(add(today, amount), money(limits.dailyMax)) > 0
            ? refuse('DAILY_WITHDRAWAL_LIMIT_REACHED')
            : compare(amount, m.available) > 0
              ? refuse('INSUFFICIENT_BALANCE')
              : ACCEPT;
    const reply = await r.server.call<{
      id: number;
      amount: string;
      fee: string;
      netAmount: string;
      status: string;
    }>(
      'POST',
      '/wallet/withdraw',
      { amount: amount.toString(), password: WITHDRAWAL_PASSWORD },
      { token: r.token, key: true },
    );
    expectOutcome(reply, outcome, 'Withdraw', this.toString());
    if (!outcome.ok) return;
    // The fee is deducted from the amount: the whole amount leaves the available balance.
    const fee = withdrawalFee(amount, limits);
    expect(reply.data).toMatchObject({
      amount: amount.toString(),
      fee: fee.toString(),
      netAmount: subtract(amount, fee).toString(),
      status: 'processing',
    });
    m.available = subtract(m.available, amount);
    m.withdrawals.push({ id: reply.data.id, amount, createdAt: m.now, status: 'processing' });
  }
}

export class Refuse extends LedgerCommand {
  override check(m: Readonly<Model>): boolean {
    return m.withdrawals.some((w) => w.status === 'processing');
  }
  toString(): string {
    return 'Refuse(last processing withdrawal)';
  }
  async apply(m: Model, r: Real) {
    const w = m.withdrawals.filter((x) => x.status === 'processing').at(-1);
    if (!w) throw new Error('no processing withdrawal');
    const reply = await r.server.call(
      'POST',
      '/admin/withdrawal/refuse',
      { id: w.id },
      { admin: true },
    );
    expect(reply, this.toString()).toMatchObject({ code: 0, data: { status: 'refused' } });
    // Recorded as declined and returned to available at once: declined nets to zero.
    m.available = add(m.available, w.amount);
    w.status = 'refused';
    count('Refuse ok');
  }
}

export class Later extends LedgerCommand {
  constructor(readonly days: number) {
    super();
  }
  toString(): string {
    return `Later(${this.days} d)`;
  }
  apply(m: Model, r: Real) {
    // Never on a weekend: withdrawals stay open (Saturday and Sunday refuse them), so a day that
    // falls on one moves on to the Monday.
    const next = addWorkingDays(addSingaporeDays(m.now, this.days), 0);
    m.now = next;
    r.server.setNow(next);
    return Promise.resolve();
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
