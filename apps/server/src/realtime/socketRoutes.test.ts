import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { SOCKET_CLOSE_CODES } from '@carbonmarket/domain';
import {
  SOCKET_MAX_CONNECTIONS_PER_MEMBER,
  SOCKET_MAX_MESSAGE_BYTES,
  socketPushWire,
} from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { openSocket, pause } from '../testing/socketClient';
import { createServices } from '../services';
import { notify } from '../content/notificationService';
import { openTestData } from '../testing/testData';
import { registerSocketRoutes } from './socketRoutes';
import { buy, createProject, quickMember } from '../testing/marketFixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const message = (en: string, cn = `${en}（中文）`) => ({
  title: { en, cn },
  body: { en: `${en} body`, cn: `${cn} 正文` },
});
/** A new member; the clock moves past the code-request throttle window first. */
const newMember = () => {
  server.advance(10 * 60_000 + 1);
  return server.registerMember();
};
const services = () =>
  createServices({ data: server.data, events: server.events, clock: () => server.now() });

describe('socket authentication', () => {
  it('closes with 4401 for a wrong, missing or foreign token', async () => {
    const ana = await newMember();
    const bo = await newMember();
    const wrong = openSocket(server.base, { memId: ana.memberId, token: 'not-a-token' });
    expect((await wrong.closed).code).toBe(SOCKET_CLOSE_CODES.sessionEnded);
    const missing = openSocket(server.base, { memId: ana.memberId, token: '' });
    expect((await missing.closed).code).toBe(SOCKET_CLOSE_CODES.sessionEnded);
    // Bo's valid token may not listen to Ana's pushes.
    const foreign = openSocket(server.base, { memId: ana.memberId, token: bo.token });
    const closed = await foreign.closed;
    expect(closed).toEqual({ code: 4401, reason: 'session ended' });
    const noMember = openSocket(server.base, { memId: '', token: ana.token });
    expect((await noMember.closed).code).toBe(4401);
    expect(server.events.listeners(ana.memberId)).toBe(0);
  });

  it('closes with 4400 for another protocol version', async () => {
    const ana = await newMember();
    const socket = openSocket(server.base, { memId: ana.memberId, token: ana.token, v: '3' });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE_CODES.badRequest);
  });

  it('accepts a guest for their own pushes only', async () => {
    const token = await server.guest();
    const memberId = (await server.sql.value<number>(
      "SELECT MAX(id) FROM members WHERE visitor_type = 'guest'",
    )) as number;
    const socket = openSocket(server.base, { memId: memberId, token });
    await socket.opened;
    const next = socket.next();
    server.events.publish(memberId, { type: 'order', data: { orderId: 7, status: 'completed' } });
    expect(JSON.parse(await next)).toEqual({
      type: 'order',
      data: { orderId: 7, status: 'completed' },
    });
    socket.ws.close();
  });
});

describe('an open socket', () => {
  it('answers ping with pong', async () => {
    const ana = await newMember();
    const socket = openSocket(server.base, { memId: ana.memberId, token: ana.token });
    await socket.opened;
    const reply = socket.next();
    socket.ws.send('ping');
    expect(await reply).toBe('pong');
    socket.ws.close();
  });

  it('closes with 1009 on a message over 64 KB, and keeps one at the limit', async () => {
    const ana = await newMember();
    const fine = openSocket(server.base, { memId: ana.memberId, token: ana.token });
    await fine.opened;
    fine.ws.send('x'.repeat(SOCKET_MAX_MESSAGE_BYTES));
    const pong = fine.next();
    fine.ws.send('ping');
    expect(await pong).toBe('pong');
    fine.ws.close();

    const big = openSocket(server.base, { memId: ana.memberId, token: ana.token });
    await big.opened;
    big.ws.send('x'.repeat(65 * 1024));
    expect((await big.closed).code).toBe(SOCKET_CLOSE_CODES.tooLarge);
  });

  it('closes the oldest when a member opens a sixth', async () => {
    const ana = await newMember();
    const sockets = [];
    for (let i = 0; i < SOCKET_MAX_CONNECTIONS_PER_MEMBER; i += 1) {
      const socket = openSocket(server.base, { memId: ana.memberId, token: ana.token });
      await socket.opened;
      sockets.push(socket);
    }
    expect(server.events.listeners(ana.memberId)).toBe(5);
    const sixth = openSocket(server.base, { memId: ana.memberId, token: ana.token });
    await sixth.opened;
    expect((await (sockets[0] ?? expect.unreachable()).closed).code).toBe(
      SOCKET_CLOSE_CODES.replaced,
    );
    await pause(50);
    expect(server.events.listeners(ana.memberId)).toBe(5);
    for (const socket of sockets.slice(1)) expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    // Every remaining socket still gets the member's pushes.
    const arrivals = [...sockets.slice(1), sixth].map((socket) => socket.next());
    server.events.publish(ana.memberId, {
      type: 'topUp',
      data: { topUpId: 3, status: 'confirmed' },
    });
    expect(new Set(await Promise.all(arrivals)).size).toBe(1);
    for (const socket of [...sockets.slice(1), sixth]) socket.ws.close();
  });
});

describe('pushes', () => {
  it('reach the member they are for and no one else', async () => {
    const ana = await newMember();
    const bo = await newMember();
    const anaSocket = openSocket(server.base, { memId: ana.memberId, token: ana.token });
    const boSocket = openSocket(server.base, { memId: bo.memberId, token: bo.token });
    await Promise.all([anaSocket.opened, boSocket.opened]);

    const first = anaSocket.next();
    server.events.publish(ana.memberId, {
      type: 'withdrawal',
      data: { withdrawalId: 4, status: 'completed' },
    });
    expect(socketPushWire.parse(JSON.parse(await first))).toEqual({
      type: 'withdrawal',
      data: { withdrawalId: 4, status: 'completed' },
    });

    const second = anaSocket.next();
    const { id } = await notify(services(), ana.memberId, message('Your credits arrived'));
    expect(JSON.parse(await second)).toEqual({
      type: 'notification',
      data: { id, title: 'Your credits arrived', unread: 1 },
    });
    await pause(50);
    expect(boSocket.messages).toEqual([]);

    // A notification to everyone reaches both.
    const toAna = anaSocket.next();
    const toBo = boSocket.next();
    const broadcast = await notify(services(), 'all', message('Maintenance tonight'));
    expect(JSON.parse(await toAna)).toMatchObject({
      data: { id: broadcast.id, title: 'Maintenance tonight', unread: 2 },
    });
    expect(JSON.parse(await toBo)).toMatchObject({
      data: { id: broadcast.id, title: 'Maintenance tonight', unread: 1 },
    });
    anaSocket.ws.close();
    boSocket.ws.close();
  });

  it("tell every open socket of a project's new stock after anyone's order, and that it is full", async () => {
    const project = await createProject(server, { quantity: '10', minTons: '1', maxTons: '10' });
    const buyer = await quickMember(server);
    await server.fund(buyer.memberId, 100_000n);
    const watcher = await newMember();
    const socket = openSocket(server.base, { memId: watcher.memberId, token: watcher.token });
    await socket.opened;

    const pushed = socket.next();
    expect((await buy(server, buyer.token, project.id, '4')).code).toBe(0);
    expect(socketPushWire.parse(JSON.parse(await pushed))).toMatchObject({
      type: 'project',
      data: { projectId: project.id, status: 'in_progress', progress: 40 },
    });
    expect(JSON.parse(await pushed)).toMatchObject({ data: { remainingTons: '6' } });

    const last = socket.next();
    expect((await buy(server, buyer.token, project.id, '6')).code).toBe(0);
    expect(JSON.parse(await last)).toEqual({
      type: 'project',
      data: { projectId: project.id, status: 'full', remainingTons: '0', progress: 100 },
    });
    // A refused order changes nothing and tells no one.
    expect((await buy(server, buyer.token, project.id, '1')).msg).toBe('PROJECT_FULL');
    await pause(50);
    expect(socket.messages.filter((text) => text.includes('"project"'))).toHaveLength(2);
    socket.ws.close();
  });

  it('carry notification titles in the language the socket asked for', async () => {
    const ana = await newMember();
    const socket = openSocket(server.base, {
      memId: ana.memberId,
      token: ana.token,
      lang: 'cn',
    });
    await socket.opened;
    const next = socket.next();
    await notify(services(), ana.memberId, message('Welcome', '欢迎'));
    expect(JSON.parse(await next)).toMatchObject({ data: { title: '欢迎', unread: 1 } });
    socket.ws.close();
  });

  it('are not sent when the insert rolls back', async () => {
    const ana = await newMember();
    const socket = openSocket(server.base, { memId: ana.memberId, token: ana.token });
    await socket.opened;
    const deps = services();
    await expect(
      deps.write(server.now(), async (scope) => {
        await notify(deps, ana.memberId, message('Never'), { scope });
        throw new Error('the caller fails after notifying');
      }),
    ).rejects.toThrow('the caller fails');
    await pause(50);
    expect(socket.messages).toEqual([]);
    expect(
      await server.sql.value("SELECT COUNT(*) AS n FROM notifications WHERE title_en = 'Never'"),
    ).toBe(0);
    socket.ws.close();
  });
});

describe('a revoked session', () => {
  it('closes the socket with 4401 after logout, at the next message', async () => {
    const ana = await newMember();
    const socket = openSocket(server.base, { memId: ana.memberId, token: ana.token });
    await socket.opened;
    expect((await server.call('POST', '/login/logout', {}, { token: ana.token })).code).toBe(0);
    socket.ws.send('ping');
    expect((await socket.closed).code).toBe(SOCKET_CLOSE_CODES.sessionEnded);
    expect(socket.messages).toEqual([]);
  });

  it('stops pushes after logout: the next push closes the socket instead', async () => {
    const ana = await newMember();
    const socket = openSocket(server.base, { memId: ana.memberId, token: ana.token });
    await socket.opened;
    await server.call('POST', '/login/logout', {}, { token: ana.token });
    server.events.publish(ana.memberId, {
      type: 'order',
      data: { orderId: 1, status: 'completed' },
    });
    expect((await socket.closed).code).toBe(4401);
    expect(socket.messages).toEqual([]);
    expect(server.events.listeners(ana.memberId)).toBe(0);
  });
});

describe('the periodic token check', () => {
  it('closes a quiet socket once its session is revoked', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-socket-'));
    const { data, drop } = await openTestData(dir);
    const own = createServices({ data, clock: () => new Date('2026-11-20T02:00:00.000Z') });
    const app = Fastify();
    await registerSocketRoutes(app, own, { recheckMs: 30 });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const session = await own.auth.guestLogin(new Date('2026-11-20T02:00:00.000Z'));
      const socket = openSocket(base, { memId: session.loginInfo.mem_id, token: session.token });
      await socket.opened;
      await pause(100);
      expect(socket.ws.readyState).toBe(socket.ws.OPEN);
      const viewer = await own.auth.viewerFor(session.token);
      await own.auth.logout(viewer ?? expect.unreachable(), new Date('2026-11-20T02:01:00.000Z'));
      expect((await socket.closed).code).toBe(SOCKET_CLOSE_CODES.sessionEnded);
    } finally {
      await app.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
