import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, replySchema } from '@carbonmarket/domain/contract';
import { startTestServer, LONG_SESSIONS } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { buy, createProject, quickMember } from '../testing/marketFixtures';
import { retire } from '../testing/retirementFixtures';
import type { RetirementReply } from '../testing/retirementFixtures';
import { ledgerMismatches } from '../ledger/ledgerInvariant';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionLifetime: LONG_SESSIONS });
});
afterAll(() => server.close());

/** A member holding `held` normal tons of a fresh project registered on Verra. */
async function holder(held = '10', project?: { id: number }) {
  const p =
    project ??
    (await createProject(server, {
      unitPrice: '10',
      registration: { registry: 'verra', registryId: '1748' },
      translations: {
        cn: {
          name: '婆罗洲泥炭地复湿',
          location: '印度尼西亚中加里曼丹',
          introduction: '堵住排水渠，让泥炭保持湿润。',
        },
      },
    }));
  const m = await quickMember(server);
  await server.fund(m.memberId, 1_000_000n);
  expect((await buy(server, m.token, p.id, held)).code).toBe(0);
  return { ...m, project: p };
}

const page = <T>(token: string, query: Record<string, unknown> = {}) =>
  server.call<{ items: T[]; total: number; hasMore: boolean }>(
    'GET',
    '/credits/retirements',
    query,
    { token },
  );

describe('retiring credits', () => {
  it('takes whole tons out of the holding for good, with serials and a certificate', async () => {
    const { token, memberId, project } = await holder('10');
    const reply = await retire(server, token, { projectId: project.id, quantity: '3' });
    expect(reply.code).toBe(0);
    const data = replySchema(endpoints.credits.retire.response).parse(reply).data;
    expect(data?.retirement.tons.toString()).toBe('3');
    const r = reply.data.retirement;
    expect(r).toMatchObject({
      projectId: project.id,
      projectName: 'Borneo Peatland Rewetting',
      kind: 'normal',
      tons: '3',
      vintage: 2024,
      standards: ['Verra VCS', 'CCB Gold'],
      registration: { registry: 'verra', registryId: '1748' },
      serials: {
        prefix: `CM-${project.id}-VCS-1748-2024`,
        start: 1,
        end: 3,
        text: `CM-${project.id}-VCS-1748-2024-000000001-000000003`,
      },
      beneficiary: 'Lee Wong',
      forSelf: true,
      reason: 'Our flights of 2026',
      retiredAt: '2026-11-20T02:00:00.000Z',
    });
    expect(r.retirementNo).toMatch(/^RT20261120\d{6}$/);
    expect(r.certificateId).toMatch(/^[a-z2-7]{26}$/);
    expect(r.verificationPath).toBe(`/certificate/${r.certificateId}`);
    expect(r.pdfPath).toBe(`/certificate/${r.certificateId}.pdf`);
    expect(reply.data.balances.credits.normal).toBe('7');
    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(7_000n);
    expect(
      await server.sql.all(
        "SELECT milli_tons, milli_tons_after, reference FROM credit_records WHERE member_id = ? AND type = 'retirement'",
        memberId,
      ),
    ).toEqual([{ milli_tons: -3000, milli_tons_after: 7000, reference: r.retirementNo }]);

    // The next retirement of the project continues its serials; a named beneficiary, in Chinese.
    const next = await retire(server, token, {
      projectId: project.id,
      quantity: 7,
      beneficiary: '  张喆  ',
      reason: '抵消2026年的航班排放',
      lang: 'cn',
    });
    expect(next.data.retirement).toMatchObject({
      projectName: '婆罗洲泥炭地复湿',
      serials: { start: 4, end: 10 },
      beneficiary: '张喆',
      forSelf: false,
      reason: '抵消2026年的航班排放',
    });
    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(0n);
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });

  it('pushes the holding change to the member’s socket once the retirement commits', async () => {
    const { token, memberId, project } = await holder('5');
    const pushes: unknown[] = [];
    const unsubscribe = server.events.subscribe(memberId, (push) => pushes.push(push));
    await retire(server, token, { projectId: project.id, quantity: '2' });
    unsubscribe();
    expect(pushes).toEqual([
      expect.objectContaining({
        type: 'balance',
        data: expect.objectContaining({ credits: { normal: '3', presale: '0' } }),
      }),
    ]);
  });

  it('refuses fractions, more than held, bad texts, strangers’ and unknown projects, changing nothing', async () => {
    const { token, memberId, project } = await holder('2');
    await server.fund(memberId, 0n);
    const before = await server.ledger.holding(memberId, project.id, 'normal');
    const refused = async (body: Parameters<typeof retire>[2]) => {
      const reply = await retire(server, token, body);
      expect(reply.code, JSON.stringify(body)).toBe(1);
      return reply;
    };
    for (const quantity of ['0', '1.5', '0.001', '-1', 'x', 1.5]) {
      const reply = await refused({ projectId: project.id, quantity });
      expect(reply.msg, String(quantity)).toBe('RETIREMENT_QUANTITY_INVALID');
      expect(reply.data).toMatchObject({ params: { step: '1' } });
    }
    expect((await refused({ projectId: project.id, quantity: '3' })).msg).toBe(
      'INSUFFICIENT_CARBON_BALANCE',
    );
    expect((await refused({ projectId: project.id, quantity: '1', kind: 'presale' })).msg).toBe(
      'INSUFFICIENT_CARBON_BALANCE',
    );
    expect((await refused({ projectId: 999_999, quantity: '1' })).msg).toBe('NOT_FOUND');
    expect((await refused({ projectId: project.id, quantity: '1', reason: ' ' })).msg).toBe(
      'REQUIRED',
    );
    const long = await refused({ projectId: project.id, quantity: '1', reason: 'x'.repeat(141) });
    expect(long).toMatchObject({ msg: 'TEXT_TOO_LONG', data: { params: { max: 140 } } });
    expect(
      (await refused({ projectId: project.id, quantity: '1', beneficiary: 'a\u202eb' })).msg,
    ).toBe('TEXT_CHARACTERS_INVALID');
    // Someone else's holding is not the member's to retire.
    const other = await holder('4');
    expect((await refused({ projectId: other.project.id, quantity: '1' })).msg).toBe(
      'INSUFFICIENT_CARBON_BALANCE',
    );

    await server.sql.run('UPDATE members SET risk = 1 WHERE id = ?', memberId);
    expect((await refused({ projectId: project.id, quantity: '1' })).msg).toBe(
      'RISK_ACCOUNT_RESTRICTED',
    );
    await server.sql.run('UPDATE members SET risk = 0, locked = 1 WHERE id = ?', memberId);
    expect((await refused({ projectId: project.id, quantity: '1' })).msg).toBe('ACCOUNT_LOCKED');
    await server.sql.run('UPDATE members SET locked = 0 WHERE id = ?', memberId);
    // Without a name of their own, a member must name the beneficiary.
    await server.sql.run(
      "UPDATE members SET first_name = '', last_name = '' WHERE id = ?",
      memberId,
    );
    const nameless = await refused({ projectId: project.id, quantity: '1' });
    expect(nameless).toMatchObject({
      msg: 'REQUIRED',
      data: { fields: { beneficiary: 'REQUIRED' } },
    });
    await server.sql.run("UPDATE members SET first_name = 'Lee' WHERE id = ?", memberId);

    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(before);
    expect(
      await server.sql.value('SELECT COUNT(*) FROM retirements WHERE member_id = ?', memberId),
    ).toBe(0);
    const guest = await server.guest();
    expect((await retire(server, guest, { projectId: project.id, quantity: '1' })).msg).toBe(
      'GUEST_RESTRICTED',
    );
    expect((await retire(server, '', { projectId: project.id, quantity: '1' })).code).toBe(-1);
    // No key, no retirement.
    const keyless = await server.call(
      'POST',
      '/credits/retire',
      { projectId: project.id, kind: 'normal', quantity: '1', reason: 'x' },
      { token },
    );
    expect(keyless.msg).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });

  it('replays a retried request byte for byte and retires once; the key is refused for another', async () => {
    const { token, memberId, project } = await holder('5');
    const send = (quantity: string, lang = 'en') =>
      server.callRaw(
        'POST',
        '/credits/retire',
        { projectId: project.id, kind: 'normal', quantity, reason: 'Once', lang },
        { token, key: 'retire-once-0001' },
      );
    const first = await (await send('2')).text();
    const again = await (await send('2', 'cn')).text();
    expect(again).toBe(first);
    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(3_000n);
    expect(
      await server.sql.value('SELECT COUNT(*) FROM retirements WHERE member_id = ?', memberId),
    ).toBe(1);
    const other = JSON.parse(await (await send('1')).text()) as { msg: string };
    expect(other.msg).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await server.ledger.holding(memberId, project.id, 'normal')).toBe(3_000n);
  });
});

describe('the member’s retirements', () => {
  it('pages them newest first, shows one of the member’s own, and counts the tons retired', async () => {
    const { token, project } = await holder('20');
    const ids: number[] = [];
    for (const quantity of ['1', '2', '3'])
      ids.push(
        (await retire(server, token, { projectId: project.id, quantity })).data.retirement.id,
      );
    const stranger = await holder('3', project);
    await retire(server, stranger.token, { projectId: project.id, quantity: '3' });

    const first = await page<RetirementReply>(token, { page: 1, pageSize: 2 });
    expect(first.data).toMatchObject({ total: 3, hasMore: true });
    expect(first.data.items.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const parsed = replySchema(endpoints.credits.retirements.response).parse(first);
    expect(parsed.data?.items[0]?.tons.toString()).toBe('3');
    const second = await page<RetirementReply>(token, { page: 2, pageSize: 2, lang: 'cn' });
    expect(second.data.items.map((r) => [r.id, r.projectName])).toEqual([
      [ids[0], '婆罗洲泥炭地复湿'],
    ]);

    const one = await server.call<RetirementReply>(
      'GET',
      '/credits/retirement',
      { id: ids[1] },
      { token },
    );
    expect(one.data).toMatchObject({ id: ids[1], tons: '2', serials: { start: 2, end: 3 } });
    expect(
      (await server.call('GET', '/credits/retirement', { id: ids[1] }, { token: stranger.token }))
        .msg,
    ).toBe('NOT_FOUND');
    expect((await server.call('GET', '/credits/retirement', { id: 999_999 }, { token })).msg).toBe(
      'NOT_FOUND',
    );

    expect((await server.call('GET', '/credits/retired', {}, { token })).data).toEqual({
      total: '6',
      thisYear: '6',
    });
    // A new year starts the year's count again; the total stays.
    server.setNow('2027-01-05T02:00:00.000Z');
    try {
      await retire(server, token, { projectId: project.id, quantity: '4' });
      expect((await server.call('GET', '/credits/retired', {}, { token })).data).toEqual({
        total: '10',
        thisYear: '4',
      });
    } finally {
      server.setNow('2026-11-20T02:00:00.000Z');
    }
    const nobody = await quickMember(server);
    expect(
      (await server.call('GET', '/credits/retired', {}, { token: nobody.token })).data,
    ).toEqual({
      total: '0',
      thisYear: '0',
    });
    expect((await page(nobody.token)).data).toMatchObject({ items: [], total: 0, hasMore: false });
    const guest = await server.guest();
    expect((await page(guest)).msg).toBe('GUEST_RESTRICTED');
  });
});
