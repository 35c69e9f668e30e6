// The clock's command of the ledger model: days pass.
import { addSingaporeDays, addWorkingDays } from '@carbonmarket/domain';
import { LedgerCommand } from './model';
import type { Model, Real } from './model';

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
