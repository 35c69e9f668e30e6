import { addMinutes } from 'date-fns';
import { addSingaporeDays, money, tons } from '@carbonmarket/domain';
import { projectInputSchema } from '@carbonmarket/domain/contract';
import type { Services } from '../services';
import { LOCK_SPACE } from '../db/lockSpaces';
import { notify } from '../content/notificationService';
import { SEED_PROJECTS } from './seedProjects';
import { seedDemoNews } from './seedNews';
import { refuseInProduction } from './productionGuard';

/** The demo member's login, printed on the console at every start. */
export const DEMO_LOGIN = { email: 'demo@carbonmarket.sg', password: 'GreenDemo2026' } as const;

const SEEDED_KEY = 'demo_seeded_at';

/** True once the demo data has been written (it is written once, on the first start). */
export const isSeeded = async (services: Pick<Services, 'data'>): Promise<boolean> =>
  (await services.data
    .q()
    .selectFrom('settings')
    .select('key')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst()) !== undefined;

/**
 * Fills a new database with a realistic demo: the project catalogue in every status, and a demo
 * member (FAQ answered, membership P3, bank card saved, money topped up) who has bought credits,
 * booked one presale that is still taking bookings and another whose final price is set, so an
 * order awaits its final payment; and news dated in the weeks before the first start. Everything goes through the same services the API uses, so the
 * ledgers hold a record for every balance. Does nothing when the database was seeded before.
 * Throws with NODE_ENV=production: a member with a published password has no place there.
 */
export async function seedDemoData(services: Services): Promise<boolean> {
  refuseInProduction('The demo seed');
  if (await isSeeded(services)) return false;
  // Hashed first: the seed itself is one transaction (inner writes become savepoints), so a kill
  // during the first start leaves either the whole demo or nothing, and the next start seeds again.
  const passwordHash = await services.hashing.hash(DEMO_LOGIN.password);
  // Instances starting together seed once: one at a time, each looking again inside.
  return services.data.locks.run(LOCK_SPACE.migrations, 1, () =>
    services.data.transaction(() => seedInTransaction(services, passwordHash)),
  );
}

async function seedInTransaction(services: Services, passwordHash: string): Promise<boolean> {
  if (await isSeeded(services)) return false;
  const now = services.clock();
  const market = services.market;
  const account = services.account;

  // A project that has not begun opens five minutes after the first start (the demo scheduler
  // opens it), so the catalogue changes while a person looks.
  const opensAt = addMinutes(now, 5).toISOString();
  const ids: number[] = [];
  for (const project of SEED_PROJECTS) {
    const created = await market.createProject(
      projectInputSchema.parse(
        project.status === 'not_begun' ? { ...project, sellingStartsAt: opensAt } : project,
      ),
      now,
    );
    ids.push(created.id);
  }
  const idOf = (name: string) => {
    const index = SEED_PROJECTS.findIndex((p) => p.name === name);
    const id = ids[index];
    if (id === undefined) throw new Error(`seed project ${name} missing`);
    return id;
  };

  const yearLater = addSingaporeDays(now, 365).toISOString();
  const { id: memberId } = await services.data
    .q()
    .insertInto('members')
    .values({
      visitor_type: 'personal',
      email: DEMO_LOGIN.email,
      password_hash: passwordHash,
      first_name: 'Mei Ling',
      last_name: 'Tan',
      ic_number: 'S8812345D',
      mobile: '91234567',
      credit_score: 'excellent',
      level: 'P3',
      membership_expires_at: yearLater,
      is_answer: 1,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await account.bankCards.save(
    memberId,
    {
      bankName: 'DBS Bank',
      accountNumber: '0271234567',
      holderName: 'Mei Ling Tan',
      paynowNumber: '91234567',
    },
    now,
  );
  const topUp = await account.topUps.create(memberId, money('5000'), now);
  await account.topUps.confirm(topUp.id, now);

  await market.orders.buy(
    memberId,
    { projectId: idOf('Mekong Delta Mangroves'), quantity: tons('12') },
    now,
  );
  await market.orders.buy(
    memberId,
    { projectId: idOf('Riau Peatland Restoration'), quantity: tons('25') },
    now,
  );
  await market.orders.book(
    memberId,
    { projectId: idOf('Luzon Solar Villages'), quantity: tons('50') },
    now,
  );
  const cookstoves = idOf('Cambodia Clean Cookstoves');
  await market.orders.book(memberId, { projectId: cookstoves, quantity: tons('40') }, now);
  await market.setPresaleFinal(
    cookstoves,
    { finalUnitPrice: money('11.80'), finalTons: tons('6000') },
    now,
  );

  await notify(
    services,
    memberId,
    {
      title: { en: 'Welcome to Carbon Market', cn: '欢迎来到碳交易市场' },
      body: {
        en: 'Your demo wallet holds S$5,000. The cookstove presale has its final price: pay the balance from Orders before the deadline.',
        cn: '您的演示钱包中有 S$5,000。炉灶预售已定最终价格，请在截止前于订单页支付尾款。',
      },
    },
    { now },
  );

  await seedDemoNews(services, now);

  await services.data
    .q()
    .insertInto('settings')
    .values({ key: SEEDED_KEY, value: now.toISOString() })
    .execute();
  return true;
}
