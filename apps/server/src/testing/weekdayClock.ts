/**
 * Preloaded with `--import` into a server process a test spawns: when the real day is a Saturday
 * or Sunday in Singapore, the process clock runs that many days ahead, on the Monday at the same
 * time of day, so withdrawals (closed at weekends) stay open whatever day the test runs. On a
 * weekday nothing changes. Only `Date` moves; timers and the database do not care.
 */
import { addWorkingDays } from '@carbonmarket/domain';

const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
const started = new RealDate(realNow());
// Zero working days from a weekend is the Monday after it at the same time; a weekday stays.
const offset = addWorkingDays(started, 0).getTime() - started.getTime();

if (offset > 0) {
  const now = () => realNow() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args: unknown[], newTarget) {
      return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object;
    },
    apply() {
      return new RealDate(now()).toString();
    },
    get(target, property, receiver) {
      if (property === 'now') return now;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

export {};
