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
async function eachAccepted(
  ids: number[],
  work: (id: number) => Promise<unknown>,
): Promise<number> {
  let moved = 0;
  for (const id of ids) {
    try {
      await work(id);
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
  const { data } = services;
  const account = services.account;
  const market = services.market;
  /**
   * Ids of the top-ups still pending, or of the withdrawals still processing, made at or before
   * `at`, oldest first: what waits for the operator.
   */
  const waiting = async (table: 'top_ups' | 'withdrawals', at: string) =>
    (
      await data
        .q()
        .selectFrom(table)
        .select('id')
        .where('status', '=', table === 'top_ups' ? 'pending' : 'processing')
        .where('created_at', '<=', at)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  return [
    {
      name: 'top-ups confirmed',
      run: async (now) =>
        eachAccepted(await waiting('top_ups', before(now, DEMO_DELAYS_MS.confirmTopUp)), (id) =>
          account.topUps.confirm(id, now),
        ),
    },
    {
      name: 'withdrawals paid',
      run: async (now) =>
        eachAccepted(
          await waiting('withdrawals', before(now, DEMO_DELAYS_MS.completeWithdrawal)),
          // As automation: a payout that needs four eyes waits for the console's operators.
          (id) => account.withdrawals.complete(id, null, now),
        ),
    },
    {
      name: 'sale proceeds released',
      run: async (now) => {
        // The demo shortens the payout delay; the settling itself is the real one.
        await data
          .q()
          .updateTable('sales')
          .set({ payout_at: now.toISOString() })
          .where('status', '=', 'pending')
          .where('created_at', '<=', before(now, DEMO_DELAYS_MS.settleSale))
          .where('payout_at', '>', now.toISOString())
          .execute();
        return market.settleDueSales(now);
      },
    },
    {
      name: 'presale final prices set',
      run: async (now) => {
        const seeded = await data
          .q()
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'demo_seeded_at')
          .executeTakeFirst();
        const seededAt = seeded?.value ?? '';
        const due = await data
          .q()
          .selectFrom('projects as p')
          .select(['p.id', 'p.unit_price_cents', 'p.expected_milli_tons'])
          .where('p.status', '=', 'presale')
          .where('p.final_unit_price_cents', 'is', null)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('orders as o')
                .select('o.id')
                .whereRef('o.project_id', '=', 'p.id')
                .where('o.kind', '=', 'presale')
                .where('o.created_at', '>', seededAt)
                .where('o.created_at', '<=', before(now, DEMO_DELAYS_MS.setPresaleFinal)),
            ),
          )
          .orderBy('p.id')
          .execute();
        return eachAccepted(
          due.map((p) => p.id),
          async (id) => {
            const project = due.find((p) => p.id === id);
            if (!project) return;
            await market.setPresaleFinal(
              id,
              {
                finalUnitPrice: fromCents(BigInt(project.unit_price_cents)),
                finalTons: fromMilliTons(BigInt(project.expected_milli_tons ?? 0)),
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
      run: async (now) =>
        eachAccepted(
          (
            await data
              .q()
              .selectFrom('projects')
              .select('id')
              .where('status', '=', 'not_begun')
              .where('selling_starts_at', 'is not', null)
              .where('selling_starts_at', '<=', now.toISOString())
              .orderBy('id')
              .execute()
          ).map((row) => row.id),
          (id) => market.setProjectStatus(id, 'in_progress', now),
        ),
    },
  ];
}
