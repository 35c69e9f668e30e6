/**
 * Demo mode, read from the environment: `DEMO=on|off`. On, the first start writes demo data (a
 * catalogue and a demo member whose password is printed) and a demo operator confirms top-ups and
 * pays withdrawals that no payment provider ever saw. So it is on by default only outside
 * production: with `NODE_ENV=production` it is off, and `DEMO=on` there stops the start (ADR 012).
 * `DEMO_SCHEDULER=off` keeps the demo data but stops the demo operator.
 */
export interface DemoSetting {
  /** Demo data on first start, the notice in the app (base config `demo`), and the operator below. */
  demo: boolean;
  /** The demo operator runs (only in demo mode); off with `DEMO_SCHEDULER=off`. */
  demoScheduler: boolean;
}

export function readDemoSetting(env: NodeJS.ProcessEnv): DemoSetting {
  const value = env['DEMO'];
  if (value !== undefined && value !== 'on' && value !== 'off')
    throw new Error(`DEMO must be "on" or "off", got "${value}"`);
  const production = env['NODE_ENV'] === 'production';
  if (production && value === 'on')
    throw new Error(
      'DEMO=on is refused with NODE_ENV=production: in demo mode payments are simulated ' +
        '(top-ups are confirmed and withdrawals marked paid without any money moving). ' +
        'Unset DEMO or set DEMO=off.',
    );
  const demo = value === undefined ? !production : value === 'on';
  return { demo, demoScheduler: demo && env['DEMO_SCHEDULER'] !== 'off' };
}
