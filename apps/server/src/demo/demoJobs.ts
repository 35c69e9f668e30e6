import { subMilliseconds } from 'date-fns';
import { fromCents, fromMilliTons } from '@carbonmarket/domain';
import type { Services } from '../services';
import { ApiError } from '../apiError';
import type { DemoJob } from './demoScheduler';
import { refuseInProduction } from './productionGuard';

/** How long the demo operator takes over each piece of work. */
export const DEMO_DELAYS_MS = {
  confirmTopUp: 20_000,
  completeWithdrawal: 60_000,
  /** Sale proceeds arrive after this in the demo instead of after working days. */
  settleSale: 120_000,
  /** A presale booked after seeding gets its final price this long after its first booking. */
  setPresaleFinal: 180_000,
} as const;

const before = (now: Date, ms: number) => subMilliseconds(now, ms).toISOString();

/** Runs `work` for each id; refusals (a weekend, a status that moved on) skip that item. */
function eachAccepted(ids: number[], work: (id: number) => unknown): number {
  let moved = 0;
  for (const id of ids) {
    try {
      work(id);
      moved += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}

/**
 * The operator's work, done by the demo so a person sees every life cycle within minutes:
 * top-ups confirmed, withdrawals paid on working days, sale proceeds released, presales given their
 * final price, overdue bookings forfeited, lapsed memberships ended, scheduled projects opened.
 * Throws with NODE_ENV=production: nobody paid what these jobs confirm.
 */
export function createDemoJobs(services: Services): DemoJob[] {
  refuseInProduction('The demo jobs');
  const { db } = services;
  const account = services.account;
  const market = services.market;
  const ids = (sql: string, ...params: string[]) =>
    db
      .prepare<string[], number>(sql)
      .pluck()
      .all(...params);

  return [
    {
      name: 'top-ups confirmed',
      run: (now) =>
        eachAccepted(
          ids(
            "SELECT id FROM top_ups WHERE status = 'pending' AND created_at <= ? ORDER BY id",
            before(now, DEMO_DELAYS_MS.confirmTopUp),
          ),
          (id) => account.topUps.confirm(id, now),
        ),
    },
    {
      name: 'withdrawals paid',
      run: (now) =>
        eachAccepted(
          ids(
            "SELECT id FROM withdrawals WHERE status = 'processing' AND created_at <= ? ORDER BY id",
            before(now, DEMO_DELAYS_MS.completeWithdrawal),
          ),
          (id) => account.withdrawals.complete(id, now),
        ),
    },
    {
      name: 'sale proceeds released',
      run: (now) => {
        // The demo shortens the payout delay; the settling itself is the real one.
        db.prepare(
          "UPDATE sales SET payout_at = ? WHERE status = 'pending' AND created_at <= ? AND payout_at > ?",
        ).run(now.toISOString(), before(now, DEMO_DELAYS_MS.settleSale), now.toISOString());
        return market.settleDueSales(now);
      },
    },
    {
      name: 'presale final prices set',
      run: (now) => {
        const seededAt =
          db
            .prepare<[], string>("SELECT value FROM settings WHERE key = 'demo_seeded_at'")
            .pluck()
            .get() ?? '';
        const due = db
          .prepare<
            [string, string],
            { id: number; unit_price_cents: number; expected_milli_tons: number }
          >(
            `SELECT p.id, p.unit_price_cents, p.expected_milli_tons FROM projects p
              WHERE p.status = 'presale' AND p.final_unit_price_cents IS NULL
                AND EXISTS (SELECT 1 FROM orders o WHERE o.project_id = p.id AND o.kind = 'presale'
                              AND o.created_at > ? AND o.created_at <= ?)`,
          )
          .all(seededAt, before(now, DEMO_DELAYS_MS.setPresaleFinal));
        return eachAccepted(
          due.map((p) => p.id),
          (id) => {
            const project = due.find((p) => p.id === id);
            if (!project) return;
            market.setPresaleFinal(
              id,
              {
                finalUnitPrice: fromCents(project.unit_price_cents),
                finalTons: fromMilliTons(project.expected_milli_tons),
              },
              now,
            );
          },
        );
      },
    },
    { name: 'overdue bookings forfeited', run: (now) => market.forfeitOverdueBookings(now) },
    { name: 'unpaid top-ups cancelled', run: (now) => account.topUps.cancelExpired(now) },
    { name: 'lapsed memberships ended', run: (now) => account.membership.expireLapsed(now) },
    {
      name: 'scheduled projects opened',
      run: (now) =>
        eachAccepted(
          ids(
            "SELECT id FROM projects WHERE status = 'not_begun' AND selling_starts_at IS NOT NULL AND selling_starts_at <= ?",
            now.toISOString(),
          ),
          (id) => market.setProjectStatus(id, 'in_progress', now),
        ),
    },
  ];
}
