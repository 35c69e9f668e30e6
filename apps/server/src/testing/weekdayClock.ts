/**
 * Preloaded with `--import` into a server process a test spawns: when the real day is a Saturday
 * or Sunday in Singapore, the process clock runs that many days ahead, on the Monday at the same
 * time of day, so withdrawals (closed at weekends) stay open whatever day the test runs. On a
 * weekday nothing changes. Only `Date` moves; timers and the database do not care.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Singapore is UTC+8 all year.
const singaporeWeekday = (ms: number) => new Date(ms + 8 * HOUR_MS).getUTCDay();

const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
const weekday = singaporeWeekday(realNow());
const offset = weekday === 6 ? 2 * DAY_MS : weekday === 0 ? DAY_MS : 0;

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
