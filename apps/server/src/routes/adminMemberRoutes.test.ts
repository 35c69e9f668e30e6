import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { enrolOperator } from '../testing/testOperators';
import type { TestOperator } from '../testing/testOperators';

let server: TestServer;
let operator: TestOperator;
let ana: { token: string; memberId: number; email: string };
let bo: { token: string; memberId: number; email: string };
beforeAll(async () => {
  server = await startTestServer();
  operator = await enrolOperator(server, { email: 'ops@console.sg' });
  ana = await server.registerMember({
    email: 'ana.tan@green.sg',
    firstName: 'Ana',
    lastName: 'Tan',
  });
  bo = await server.registerMember({ email: 'bo_lim@leaf.sg', firstName: 'Bo', lastName: 'Lim' });
  await server.guest();
});
afterAll(() => server.close());

const get = <T>(path: string, query: Record<string, unknown>) =>
  server.call<T>('GET', path, query, { token: operator.token });
const found = async (query?: string) =>
  (
    await get<{ items: { memId: number }[] }>(
      '/admin/members',
      query === undefined ? {} : { query },
    )
  ).data.items.map((member) => member.memId);

describe("the operator's view of members", () => {
  it('lists registered members newest first, guests left out', async () => {
    expect(await found()).toEqual([bo.memberId, ana.memberId]);
  });

  it('finds members by a part of their e-mail or name, whatever its case, or by their id', async () => {
    expect(await found('ANA.T')).toEqual([ana.memberId]);
    expect(await found('lim')).toEqual([bo.memberId]);
    expect(await found(String(ana.memberId))).toContain(ana.memberId);
    expect(await found('nobody')).toEqual([]);
  });

  it('takes the characters of a pattern literally', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([bo.memberId]);
  });

  it("shows a member's profile and balances, fund records, orders and sessions", async () => {
    await server.fund(ana.memberId, 12_345n);
    const overview = await get<{ member: { email: string }; balances: { available: string } }>(
      '/admin/member',
      { memberId: ana.memberId },
    );
    expect(overview.data).toMatchObject({
      member: { email: 'ana.tan@green.sg' },
      balances: { available: '123.45' },
    });
    const records = await get<{ items: { amount: string }[] }>('/admin/member/fundrecords', {
      memberId: ana.memberId,
    });
    expect(records.data.items.map((record) => record.amount)).toEqual(['123.45']);
    expect(
      (await get<{ total: number }>('/admin/member/orders', { memberId: ana.memberId })).data.total,
    ).toBe(0);
    const sessions = await get<{ items: Record<string, unknown>[] }>('/admin/member/sessions', {
      memberId: ana.memberId,
    });
    expect(sessions.data.items).toHaveLength(1);
    expect(Object.keys(sessions.data.items[0] ?? {}).sort()).toEqual([
      'createdAt',
      'endedAt',
      'lastSeenAt',
    ]);
  });

  it('answers NOT_FOUND for nobody, and refuses a member', async () => {
    for (const path of [
      '/admin/member',
      '/admin/member/fundrecords',
      '/admin/member/orders',
      '/admin/member/sessions',
    ])
      expect((await get(path, { memberId: 987_654 })).msg, path).toBe('NOT_FOUND');
    expect((await server.call('GET', '/admin/members', {}, { token: ana.token })).msg).toBe(
      'ADMIN_ACCESS_DENIED',
    );
  });
});
