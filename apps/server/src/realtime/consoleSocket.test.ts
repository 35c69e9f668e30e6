// The console's live queues (ADR 051): what members ask for and what other operators do reaches
// every open console without a reload.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE_CODES } from '@carbonmarket/domain';
import { consolePushWire } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { enrolOperator } from '../testing/testOperators';
import type { TestOperator } from '../testing/testOperators';
import { openConsoleSocket, pause } from '../testing/socketClient';
import { SOCKET_PONG } from './socketPong';

let server: TestServer;
let operator: TestOperator;
beforeEach(async () => {
  server = await startTestServer();
  operator = await enrolOperator(server, { email: 'ana@console.sg' });
});
afterEach(() => server.close());

describe("the console's socket", () => {
  it('tells every open console of a new top-up and of its confirmation by another operator', async () => {
    const other = await enrolOperator(server, { email: 'kai@console.sg' });
    const mine = openConsoleSocket(server.base, operator.token);
    const theirs = openConsoleSocket(server.base, other.token);
    await Promise.all([mine.opened, theirs.opened]);
    const member = await server.registerMember();
    const created = mine.next();
    const topUp = await server.call<{ id: number }>(
      'POST',
      '/wallet/topup',
      { amount: '120' },
      { token: member.token, key: true },
    );
    expect(consolePushWire.parse(JSON.parse(await created))).toEqual({
      queue: 'topUps',
      id: topUp.data.id,
      status: 'pending',
    });
    await server.call(
      'POST',
      '/admin/topup/confirm',
      { id: topUp.data.id },
      { token: operator.token },
    );
    while (theirs.messages.length < 2) await pause(10);
    expect(theirs.messages.map((text) => JSON.parse(text) as unknown)).toEqual([
      { queue: 'topUps', id: topUp.data.id, status: 'pending' },
      { queue: 'topUps', id: topUp.data.id, status: 'confirmed' },
    ]);
    // The push carries no member's data: no amount, no name.
    expect(mine.messages.join('')).not.toMatch(/120|Ana|member/);
    mine.ws.close();
    theirs.ws.close();
  });

  it("answers the heartbeat, and refuses a member's token and a missing one", async () => {
    const socket = openConsoleSocket(server.base, operator.token);
    await socket.opened;
    socket.ws.send('ping');
    expect(await socket.next()).toBe(SOCKET_PONG);
    socket.ws.close();
    const member = await server.registerMember();
    for (const token of [member.token, ''])
      expect((await openConsoleSocket(server.base, token).closed).code).toBe(
        SOCKET_CLOSE_CODES.sessionEnded,
      );
  });

  it('closes when the operator signs out, at the next push', async () => {
    const socket = openConsoleSocket(server.base, operator.token);
    await socket.opened;
    await server.call('POST', '/admin/signout', {}, { token: operator.token });
    const member = await server.registerMember();
    await server.call(
      'POST',
      '/wallet/topup',
      { amount: '120' },
      { token: member.token, key: true },
    );
    expect((await socket.closed).code).toBe(SOCKET_CLOSE_CODES.sessionEnded);
    expect(socket.messages).toEqual([]);
  });
});
