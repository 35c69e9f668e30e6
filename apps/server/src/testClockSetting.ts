/**
 * `TEST_CLOCK_START`, a setting for end-to-end tests only: an ISO 8601 instant with its offset
 * (`2026-11-21T10:00:00+08:00`) at which the server's clock starts, running on from there. Rules
 * that depend on the day (withdrawals closed at the weekend, payout days) can then be tried in a
 * real browser on any day. A moved clock in production would misdate every order and every fund
 * record, so with `NODE_ENV=production` the server refuses to start with it.
 */
export function readTestClockStart(env: NodeJS.ProcessEnv): Date | undefined {
  const value = env['TEST_CLOCK_START'];
  if (value === undefined || value.trim() === '') return undefined;
  if (env['NODE_ENV'] === 'production')
    throw new Error(
      'TEST_CLOCK_START is refused with NODE_ENV=production: it moves the clock of every rule ' +
        'and record. It is for end-to-end tests only.',
    );
  const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
  const start = new Date(value);
  if (!withOffset.test(value) || Number.isNaN(start.getTime()))
    throw new Error(
      `TEST_CLOCK_START must be an ISO 8601 instant with its offset, such as ` +
        `2026-11-21T10:00:00+08:00, got "${value}"`,
    );
  return start;
}

/** A clock that reads `start` now and runs on at the pace of the real one. */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): () => Date {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}
