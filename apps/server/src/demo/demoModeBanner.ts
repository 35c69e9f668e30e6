import type { DemoSetting } from './demoSetting';
import type { DemoMode } from './startDemoMode';
import { DEMO_LOGIN } from './seed';
import { DEMO_DELAYS_MS } from './demoJobs';

const seconds = (ms: number) => `${ms / 1000} s`;

/** What `npm start` prints about demo mode, one line each, so nobody mistakes a demo for the real thing. */
export function demoModeBanner(setting: DemoSetting, started: Pick<DemoMode, 'seeded'>): string[] {
  if (!setting.demo)
    return [
      'Demo mode: off. No demo data, no demo operator: top-ups and withdrawals wait for the operator (admin surface).',
    ];
  return [
    'Demo mode: on. Payments are simulated: no money moves, and nothing here may take real payments.',
    'Set DEMO=off (it is off by default with NODE_ENV=production) to run without demo data and demo operator.',
    ...(started.seeded ? ['First start: demo data written.'] : []),
    `Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
    setting.demoScheduler
      ? `Demo scheduler: on. Top-ups are confirmed after ${seconds(DEMO_DELAYS_MS.confirmTopUp)} and withdrawals marked paid after ${seconds(DEMO_DELAYS_MS.completeWithdrawal)}, though nobody paid (DEMO_SCHEDULER=off to stop it).`
      : 'Demo scheduler: off (DEMO_SCHEDULER=off): top-ups and withdrawals wait for the operator (admin surface).',
  ];
}
