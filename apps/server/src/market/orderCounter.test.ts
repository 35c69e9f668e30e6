import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testsOnPostgres } from '../testing/testData';
import { startTestServer, LONG_SESSIONS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { buy, createProject, quickMember } from '../testing/marketFixtures';
import { COUNT_EXISTING_ORDERS } from '../db/schema/orderCounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionLifetime: LONG_SESSIONS });
});
afterAll(() => server.close());

interface CountRow {
  member_id: number;
  project_id: number;
  month: string;
  orders: number;
}

const countsOf = (memberId: number): Promise<CountRow[]> =>
  server.sql.all<CountRow>(
    'SELECT member_id, project_id, month, orders FROM order_counts WHERE member_id = ? ORDER BY project_id, month',
    memberId,
  );

describe('orders per member, project and Singapore month', () => {
  it('are counted with each order, by the Singapore month it was placed in', async () => {
    const project = await createProject(server);
    const m = await quickMember(server);
    await server.fund(m.memberId, 1_000_000n);
    // 23:59 on 30 November in Singapore, then midnight on 1 December (still 30 November in UTC).
    server.setNow('2026-11-30T15:59:00.000Z');
    expect((await buy(server, m.token, project.id, '1')).code).toBe(0);
    expect((await buy(server, m.token, project.id, '1')).code).toBe(0);
    server.setNow('2026-11-30T16:00:00.000Z');
    expect((await buy(server, m.token, project.id, '1')).code).toBe(0);
    expect(await countsOf(m.memberId)).toEqual([
      {
        member_id: m.memberId,
        project_id: project.id,
        month: '2026-10-31T16:00:00.000Z',
        orders: 2,
      },
      {
        member_id: m.memberId,
        project_id: project.id,
        month: '2026-11-30T16:00:00.000Z',
        orders: 1,
      },
    ]);
  });

  it('leave out an order that was refused (nothing of it is written)', async () => {
    const project = await createProject(server);
    const m = await quickMember(server);
    await server.fund(m.memberId, 100n);
    server.setNow('2026-11-20T02:00:00.000Z');
    expect((await buy(server, m.token, project.id, '1')).msg).toBe('INSUFFICIENT_BALANCE');
    expect(await countsOf(m.memberId)).toEqual([]);
  });

  // The step that counted the orders is one of the SQL migrations of SQLite files made before the
  // baseline (ADR 047): a PostgreSQL database starts at the baseline, counts included.
  it.skipIf(testsOnPostgres())(
    'are what counting the existing orders gives (the migration of an older database)',
    async () => {
      const project = await createProject(server);
      const other = await createProject(server);
      const m = await quickMember(server);
      await server.fund(m.memberId, 1_000_000n);
      for (const [at, projectId] of [
        ['2026-11-20T02:00:00.000Z', project.id],
        ['2026-11-30T15:59:59.999Z', project.id],
        ['2026-11-30T16:00:00.000Z', project.id],
        ['2026-12-15T02:00:00.000Z', other.id],
      ] as const) {
        server.setNow(at);
        expect((await buy(server, m.token, projectId, '1')).code).toBe(0);
      }
      const kept = await countsOf(m.memberId);
      await server.sql.run('DELETE FROM order_counts WHERE member_id = ?', m.memberId);
      // Counting every order again gives every member's rows back; only this member's were removed.
      await server.sql.run('DELETE FROM order_counts');
      await server.sql.run(COUNT_EXISTING_ORDERS);
      expect(await countsOf(m.memberId)).toEqual(kept);
      expect(kept.map((row) => row.orders)).toEqual([2, 1, 1]);
    },
  );
});
