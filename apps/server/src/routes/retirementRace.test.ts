// Parallel retirements over HTTP, as the purchase races of orderRoutes.test.ts: the holding is
// never retired below zero, and the serial ranges of one project never overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangesOverlap, serialCount } from '@carbonmarket/domain';
import type { SerialRange } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { buy, createProject, quickMember } from '../testing/marketFixtures';
import { retire } from '../testing/retirementFixtures';
import { ledgerMismatches } from '../ledger/ledgerInvariant';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function holder(projectId: number, held: string) {
  const m = await quickMember(server);
  await server.fund(m.memberId, 1_000_000n);
  expect((await buy(server, m.token, projectId, held)).code).toBe(0);
  return m;
}

/** Every pair of ranges is apart, and together they are 1..n without a gap. */
function expectApartAndWhole(ranges: SerialRange[], n: number) {
  for (const [i, a] of ranges.entries())
    for (const b of ranges.slice(i + 1))
      expect(rangesOverlap(a, b), JSON.stringify([a, b])).toBe(false);
  const numbers = ranges
    .flatMap((r) => Array.from({ length: serialCount(r) }, (_, k) => r.start + k))
    .sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: n }, (_, k) => k + 1));
}

describe('parallel retirements', () => {
  it('twenty at once on one holding retire exactly what is held, with no serial range overlapping', async () => {
    const project = await createProject(server, { quantity: '100', maxTons: '50' });
    const { token, memberId } = await holder(project.id, '30');
    // Twenty requests of 1 or 2 tons, 30 in all: exactly the holding.
    const asks = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 1 : 2));
    const replies = await Promise.all(
      asks.map((quantity) => retire(server, token, { projectId: project.id, quantity })),
    );
    expect(replies.map((r) => r.msg)).toEqual(asks.map(() => ''));
    const accepted = replies.map((r) => r.data.retirement);
    expect(accepted.map((r) => Number(r.tons))).toEqual(asks);
    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(0n);
    expectApartAndWhole(
      accepted.map((r) => r.serials),
      30,
    );
    expect(new Set(accepted.map((r) => r.certificateId)).size).toBe(20);
    // One more finds nothing left.
    expect((await retire(server, token, { projectId: project.id, quantity: 1 })).msg).toBe(
      'INSUFFICIENT_CARBON_BALANCE',
    );
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });

  it('twenty at once of one ton each on a holding of ten retire it all, and no more', async () => {
    const project = await createProject(server, { quantity: '100', maxTons: '50' });
    const { token, memberId } = await holder(project.id, '10');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        retire(server, token, { projectId: project.id, quantity: 1 }),
      ),
    );
    const accepted = replies.filter((r) => r.code === 0).map((r) => r.data.retirement);
    expect(accepted).toHaveLength(10);
    expect(replies.filter((r) => r.msg === 'INSUFFICIENT_CARBON_BALANCE')).toHaveLength(10);
    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(0n);
    expectApartAndWhole(
      accepted.map((r) => r.serials),
      10,
    );
    const total = await server.sql.value(
      'SELECT SUM(milli_tons) FROM retirements WHERE project_id = ?',
      project.id,
    );
    expect(total).toBe(10_000);
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });

  it('members retiring the same project at once share its serials without overlap', async () => {
    const project = await createProject(server, { quantity: '200', maxTons: '50' });
    const members = await Promise.all([1, 2, 3, 4].map(() => holder(project.id, '10')));
    const replies = await Promise.all(
      members.flatMap(({ token }) =>
        [1, 2, 3, 4, 5].map((quantity) =>
          retire(server, token, { projectId: project.id, quantity }),
        ),
      ),
    );
    const accepted = replies.filter((r) => r.code === 0).map((r) => r.data.retirement);
    for (const refused of replies.filter((r) => r.code !== 0))
      expect(refused.msg).toBe('INSUFFICIENT_CARBON_BALANCE');
    const retired = accepted.reduce((sum, r) => sum + Number(r.tons), 0);
    for (const [index, m] of members.entries()) {
      // Each member's five asks (1 to 5 t, 15 in all) against a holding of 10.
      const mine = replies
        .slice(index * 5, index * 5 + 5)
        .filter((r) => r.code === 0)
        .reduce((sum, r) => sum + Number(r.data.retirement.tons), 0);
      expect(mine).toBeLessThanOrEqual(10);
      expect(mine).toBeGreaterThanOrEqual(6);
      expect(await server.ledger.holding(m.memberId, project.id, 'normal')).toBe(
        BigInt((10 - mine) * 1000),
      );
    }
    expectApartAndWhole(
      accepted.map((r) => r.serials),
      retired,
    );
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });
});
