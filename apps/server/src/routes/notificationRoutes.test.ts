import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replySchema, endpoints } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { createServices } from '../services';
import { notify } from '../content/notificationService';
import { buy, createProject } from '../testing/marketFixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A new member; the clock moves past the code-request throttle window first. */
const newMember = () => {
  server.advance(10 * 60_000 + 1);
  return server.registerMember();
};

const send = (memberId: number | 'all', en: string, cn = `${en}（中文）`) =>
  server.call<{ id: number }>(
    'POST',
    '/admin/notification/publish',
    { memberId, title: { en, cn }, body: { en: `${en} body`, cn: `${cn} 正文` } },
    { admin: true },
  );

const unread = async (token: string) =>
  (await server.call<{ unread: number }>('GET', '/notification/unread', {}, { token })).data.unread;

describe('notifications', () => {
  it('publish, list newest first, count unread, mark read', async () => {
    const ana = await newMember();
    expect(await unread(ana.token)).toBe(0);
    const first = (await send(ana.memberId, 'Order completed')).data.id;
    server.advance(1000);
    const second = (await send(ana.memberId, 'Top-up confirmed', '充值已确认')).data.id;

    const list = await server.call('GET', '/notification/list', {}, { token: ana.token });
    const page =
      replySchema(endpoints.notifications.list.response).parse(list).data ?? expect.unreachable();
    expect(page).toMatchObject({ total: 2, hasMore: false });
    expect(page.items.map((n) => [n.id, n.title, n.read])).toEqual([
      [second, 'Top-up confirmed', false],
      [first, 'Order completed', false],
    ]);
    expect(page.items[0]?.body).toBe('Top-up confirmed body');
    expect(page.items[0]?.createdAt).toBeInstanceOf(Date);
    const cn = await server.call<{ items: { title: string; body: string }[] }>(
      'GET',
      '/notification/list',
      { lang: 'cn' },
      { token: ana.token },
    );
    expect(cn.data.items[0]).toMatchObject({ title: '充值已确认', body: '充值已确认 正文' });
    expect(await unread(ana.token)).toBe(2);

    expect(
      await server.call('POST', '/notification/read', { ids: [first] }, { token: ana.token }),
    ).toMatchObject({ code: 0, data: { unread: 1 } });
    const after = await server.call<{ items: { id: number; read: boolean }[] }>(
      'GET',
      '/notification/list',
      {},
      { token: ana.token },
    );
    expect(after.data.items.map((n) => n.read)).toEqual([false, true]);
    // Marking again is harmless.
    expect(
      (await server.call('POST', '/notification/read', { ids: [first] }, { token: ana.token }))
        .data,
    ).toEqual({ unread: 1 });
    expect(
      await server.call('POST', '/notification/read', { all: true }, { token: ana.token }),
    ).toMatchObject({ code: 0, data: { unread: 0 } });
  });

  it('pages the list', async () => {
    const bo = await newMember();
    for (const title of ['one', 'two', 'three']) await send(bo.memberId, title);
    const page = await server.call<{ items: { title: string }[]; hasMore: boolean; total: number }>(
      'GET',
      '/notification/list',
      { page: 2, pageSize: 2 },
      { token: bo.token },
    );
    expect(page.data).toMatchObject({ total: 3, hasMore: false });
    expect(page.data.items.map((n) => n.title)).toEqual(['one']);
  });

  it('keeps each member to their own: other ids are ignored', async () => {
    const cy = await newMember();
    const di = await newMember();
    const forDi = (await send(di.memberId, 'Only for Di')).data.id;
    const cyList = await server.call<{ total: number }>(
      'GET',
      '/notification/list',
      {},
      { token: cy.token },
    );
    expect(cyList.data.total).toBe(0);
    expect(
      (await server.call('POST', '/notification/read', { ids: [forDi] }, { token: cy.token })).data,
    ).toEqual({ unread: 0 });
    expect(await unread(di.token)).toBe(1);
  });

  it('sends to all members who had joined, not to later ones', async () => {
    const early = await newMember();
    const before = await unread(early.token);
    const { id } = (await send('all', 'Scheduled maintenance')).data;
    const late = await newMember();
    expect(await unread(early.token)).toBe(before + 1);
    const lateList = await server.call<{ items: { id: number }[] }>(
      'GET',
      '/notification/list',
      {},
      { token: late.token },
    );
    expect(lateList.data.items.map((n) => n.id)).not.toContain(id);
    // Read marks are per member.
    await server.call('POST', '/notification/read', { ids: [id] }, { token: early.token });
    expect(await unread(early.token)).toBe(before);
  });

  it('can be sent by any area through notify()', async () => {
    const ed = await newMember();
    const services = createServices({
      data: server.data,
      events: server.events,
      clock: () => server.now(),
    });
    const { id } = await notify(services, ed.memberId, {
      title: { en: 'Sale settled', cn: '出售已到账' },
      body: { en: 'Your sale reached your balance.', cn: '出售款项已转入余额。' },
    });
    const list = await server.call<{ items: { id: number; title: string }[] }>(
      'GET',
      '/notification/list',
      { lang: 'cn' },
      { token: ed.token },
    );
    expect(list.data.items).toEqual([expect.objectContaining({ id, title: '出售已到账' })]);
    await expect(
      notify(services, 987_654, { title: { en: 'x', cn: 'x' }, body: { en: 'x', cn: 'x' } }),
    ).rejects.toThrow('NOT_FOUND');
  });

  it('says what a notification is about: an order with its status now, a withdrawal, the fund records, a news post', async () => {
    const gil = await newMember();
    await server.fund(gil.memberId, 100_000n);
    const project = await createProject(server, { quantity: '200' });
    const order = (await buy(server, gil.token, project.id, '2')).data as { order: { id: number } };
    const news = await server.call<{ id: number }>(
      'POST',
      '/admin/news/publish',
      {
        title: { en: 'Market news', cn: '市场新闻' },
        summary: { en: 'Summary', cn: '摘要' },
        body: { en: '<p>Body</p>', cn: '<p>正文</p>' },
      },
      { admin: true },
    );
    const about = async (target: unknown, memberId: number | 'all' = gil.memberId) =>
      server.call<{ id: number }>(
        'POST',
        '/admin/notification/publish',
        { memberId, title: { en: 'About', cn: '关于' }, body: { en: 'b', cn: 'b' }, target },
        { admin: true },
      );
    for (const target of [
      { kind: 'order', id: order.order.id },
      { kind: 'fundRecords' },
      { kind: 'news', id: news.data.id },
    ])
      expect((await about(target)).code, JSON.stringify(target)).toBe(0);
    const list = await server.call('GET', '/notification/list', {}, { token: gil.token });
    const page =
      replySchema(endpoints.notifications.list.response).parse(list).data ?? expect.unreachable();
    expect(page.items.map((n) => n.target)).toEqual([
      { kind: 'news', id: news.data.id },
      { kind: 'fundRecords' },
      { kind: 'order', id: order.order.id, status: 'completed' },
    ]);

    // What is not there for the member is refused, and nothing is sent.
    const other = await newMember();
    for (const [target, memberId] of [
      [{ kind: 'order', id: order.order.id }, other.memberId],
      [{ kind: 'order', id: order.order.id }, 'all'],
      [{ kind: 'withdrawal', id: 987_654 }, gil.memberId],
      [{ kind: 'news', id: 987_654 }, gil.memberId],
    ] as const)
      expect(await about(target, memberId), JSON.stringify(target)).toMatchObject({
        code: 1,
        msg: 'NOT_FOUND',
      });
    expect(await unread(other.token)).toBe(0);
    expect((await about({ kind: 'somewhere' })).msg).toBe('OPERATION_FAILED');
  });

  it('pushes the title as stored: the markup an operator wrote is gone from the push too', async () => {
    const hal = await newMember();
    const pushes: unknown[] = [];
    const stop = server.events.subscribe(hal.memberId, (push) => pushes.push(push));
    const { id } = (await send(hal.memberId, '<b>Maintenance</b> tonight')).data;
    stop();
    expect(pushes).toEqual([
      { type: 'notification', data: { id, title: 'Maintenance tonight', unread: 1 } },
    ]);
  });

  it('refuses a mark-read call naming nothing with REQUIRED', async () => {
    const fay = await newMember();
    expect(await server.call('POST', '/notification/read', {}, { token: fay.token })).toMatchObject(
      {
        code: 1,
        msg: 'REQUIRED',
        data: { fields: { ids: 'REQUIRED' } },
      },
    );
    expect(
      await server.call('POST', '/notification/read', { all: false }, { token: fay.token }),
    ).toMatchObject({ code: 1, msg: 'REQUIRED' });
  });

  it('refuses guests and callers without a session on every endpoint', async () => {
    const guest = await server.guest();
    for (const [method, path, body] of [
      ['GET', '/notification/list', {}],
      ['GET', '/notification/unread', {}],
      ['POST', '/notification/read', { all: true }],
    ] as const) {
      expect(await server.call(method, path, body, { token: guest })).toMatchObject({
        code: 1,
        msg: 'GUEST_RESTRICTED',
      });
      expect(await server.call(method, path, body)).toMatchObject({ code: -1 });
    }
  });
});
