// The wallet's commands of the ledger model: top up, withdraw, and the operator refusing a withdrawal.
import { expect } from 'vitest';
import {
  ZERO_MONEY,
  add,
  compare,
  fromCents,
  money,
  singaporeDay,
  singaporeWeekend,
  subtract,
  withdrawalFee,
} from '@carbonmarket/domain';
import { WITHDRAWAL_PASSWORD } from '../../testing/accountWalletKit';
import { LIMITS, ACCEPT, refuse, count, expectOutcome, LedgerCommand } from './model';
import type { Model, Real } from './model';

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
      { id: w.id, reason: 'Bank details do not match' },
      { admin: true },
    );
    expect(reply, this.toString()).toMatchObject({ code: 0, data: { status: 'refused' } });
    // Recorded as declined and returned to available at once: declined nets to zero.
    m.available = add(m.available, w.amount);
    w.status = 'refused';
    count('Refuse ok');
  }
}
