// The market's commands of the ledger model: buy, book a presale, the operator setting its final price, pay the final amount.
import { expect } from 'vitest';
import {
  ZERO_MONEY,
  addSingaporeDays,
  compare,
  finalPaymentAmount,
  fromCents,
  fromMilliTons,
  multiply,
  presaleBookingFee,
  subtract,
  tons,
  toMilliTons,
} from '@carbonmarket/domain';
import type { OrderReply } from '../../testing/marketFixtures';
import {
  LIMITS,
  plusTons,
  minusTons,
  ZERO_TONS,
  ACCEPT,
  refuse,
  expectOutcome,
  capRefusal,
  quantityRefusal,
  overdue,
  LedgerCommand,
} from './model';
import type { Booking, Model, Real } from './model';

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
