import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import { openData } from '../db/openData';
import type { Data } from '../db/data';
import { ledgerMismatches } from '../ledger/ledgerInvariant';
import type { ClusterUnderTest } from '../testing/clusterUnderTest';
import { startClusterUnderTest } from '../testing/clusterUnderTest';
import type { Member } from '../testing/crashTraffic';
import { call, createProjects, fireStream, ok, registerMember } from '../testing/crashTraffic';
import { LOGIN_PASSWORD } from '../testing/accountWalletKit';
import { openSocket, pause } from '../testing/socketClient';

/**
 * Three instances of the server on one PostgreSQL and one Redis, behind nginx (ADR 047): what
 * one process guaranteed must hold across them. Requests go to the instances directly, spread
 * one after another, where a test needs them on different instances; through nginx otherwise.
 */

let cluster: ClusterUnderTest;
let data: Data;
let members: Member[] = [];

/** The instance a request number goes to: spread over all of them in turn. */
const instance = (n: number): string => {
  const target = cluster.instances[n % cluster.instances.length];
  if (!target) throw new Error('no instance');
  return target.base;
};

beforeAll(async () => {
  cluster = await startClusterUnderTest(3);
  data = await openData({ databaseUrl: cluster.databaseUrl, dataDir: '' });
  // Each member registers from an address of their own (nginx names it): the per-address limits
  // on codes and registrations count per client, and in Redis, across the instances.
  members = [];
  for (let n = 0; n < 18; n += 1)
    members.push(await registerMember(instance(n), n + 1, `10.20.0.${n + 1}`));
}, 300_000);

afterAll(async () => {
  await data?.close();
  await cluster?.stop();
});

/** Wrong guesses per race: more than the lock needs, within the per-minute sign-in limit. */
const GUESSES = 12;

const memberEmail = async (member: Member) =>
  (
    await data
      .q()
      .selectFrom('members')
      .select('email')
      .where('id', '=', member.memberId)
      .executeTakeFirstOrThrow()
  ).email ?? '';

const buy = (base: string, member: Member, projectId: number, key = randomUUID()) =>
  call<{ order: { orderId: number; status: string } }>(
    base,
    'POST',
    '/orders/buy',
    { projectId, quantity: '1', agreed: true },
    { token: member.token, key },
  );

describe('several instances behind nginx', () => {
  it('sells exactly the stock when 50 buys of the last tons race across the instances', async () => {
    const [projectId] = await createProjects(cluster.base, 1, '20');
    if (projectId === undefined) throw new Error('no project');
    // 18 members, 3 buys each at most (the monthly cap): 50 buys of one ton for 20 tons.
    const buys = Array.from({ length: 50 }, (_, n) => {
      const member = members[n % members.length];
      if (!member) throw new Error('no member');
      return buy(instance(n), member, projectId);
    });
    const replies = await Promise.all(buys);
    const sold = replies.filter((reply) => reply.code === 0);
    expect(sold).toHaveLength(20);
    // Every refusal says the stock ran out: the project full, or fewer tons left than asked.
    for (const refused of replies.filter((r) => r.code !== 0))
      expect(['PROJECT_FULL', 'INSUFFICIENT_REMAINING_TONS']).toContain(refused.msg);
    const project = await data
      .q()
      .selectFrom('projects')
      .select(['remaining_milli_tons', 'status'])
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(project).toEqual({ remaining_milli_tons: 0, status: 'full' });
    const orders = await data
      .q()
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(20);
    expect(await ledgerMismatches(data.q())).toEqual([]);
  });

  it('replays the first reply when a retry with its key reaches another instance', async () => {
    const [projectId] = await createProjects(cluster.base, 1);
    const member = members[0];
    if (projectId === undefined || !member) throw new Error('no project or member');
    const key = randomUUID();
    const body = { projectId, quantity: '2', agreed: true };
    const send = (base: string) =>
      fetch(`${base}/h5/api/orders/buy`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${member.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      }).then((res) => res.text());
    const first = await send(instance(0));
    expect(JSON.parse(first)).toMatchObject({ code: 0 });
    expect(await send(instance(1))).toBe(first);
    expect(await send(instance(2))).toBe(first);
    const bought = await data
      .q()
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(Number(bought.n)).toBe(1);
  });

  it('delivers a push made on one instance to a socket held by another', async () => {
    const member = members[1];
    if (!member) throw new Error('no member');
    const socket = openSocket(instance(2), { memId: member.memberId, token: member.token });
    await socket.opened;
    const topUp = await ok(
      call<{ id: number }>(
        instance(0),
        'POST',
        '/wallet/topup',
        { amount: '100' },
        { token: member.token, key: randomUUID() },
      ),
      'top-up',
    );
    await ok(
      call(instance(1), 'POST', '/admin/topup/confirm', { id: topUp.id }, { admin: true }),
      'confirm',
    );
    const deadline = Date.now() + 10_000;
    while (!socket.messages.some((text) => text.includes('"balance"')) && Date.now() < deadline)
      await pause(50);
    expect(socket.messages.some((text) => text.includes('"balance"'))).toBe(true);
    socket.ws.close();
  });

  for (const rightAfterMs of [0, 30]) {
    it(`decides wrong guesses racing across instances one at a time (right password ${rightAfterMs} ms after)`, async () => {
      const member = members[2 + (rightAfterMs === 0 ? 0 : 1)];
      if (!member) throw new Error('no member');
      const email = await memberEmail(member);
      const signIn = (n: number, password: string) =>
        call<{ token?: string; params?: { times?: number } }>(
          instance(n),
          'POST',
          '/login/login',
          { visitorType: 'personal', email, password, agreed: true },
          // A client each: the per-address sign-in limit, counted in Redis, is not what is tested.
          { from: `10.30.${rightAfterMs}.${n + 1}` },
        );
      const wrong = Array.from({ length: GUESSES }, (_, n) => signIn(n, `Wrong${n}pass1`));
      await pause(rightAfterMs);
      const right = await signIn(GUESSES, LOGIN_PASSWORD);
      const all = [...(await Promise.all(wrong)), right];
      const left = all
        .filter((reply) => reply.msg === 'LOGIN_PASSWORD_ATTEMPTS_LEFT')
        .map((reply) => reply.data.params?.times)
        .sort();
      const exceeded = all.filter((reply) => reply.msg === 'LOGIN_ATTEMPTS_EXCEEDED').length;
      const state = await data
        .q()
        .selectFrom('members')
        .select(['sign_in_locked', 'failed_logins'])
        .where('id', '=', member.memberId)
        .executeTakeFirstOrThrow();
      const sessions = await data
        .q()
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', member.memberId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(state.sign_in_locked).toBe(1);
      if (right.code === 0) {
        // Decided before the fifth wrong guess: it cleared the count, the guesses after it locked
        // sign-in again, and the session it opened before the lock stays (ADR 040).
        const before = left.length - (MAX_PASSWORD_ATTEMPTS - 1);
        expect(before).toBeGreaterThanOrEqual(0);
        expect(before).toBeLessThan(MAX_PASSWORD_ATTEMPTS);
        expect(state.failed_logins).toBe(GUESSES - before);
        expect(exceeded).toBe(GUESSES - before - (MAX_PASSWORD_ATTEMPTS - 1));
        expect(Number(sessions.n)).toBe(2);
      } else {
        // Every guess was counted, on whichever instance: none lost, none decided twice.
        expect(right.msg).toBe('LOGIN_ATTEMPTS_EXCEEDED');
        expect(left).toEqual([1, 2, 3, 4]);
        expect(state.failed_logins).toBe(GUESSES + 1);
        expect(exceeded).toBe(GUESSES + 1 - (MAX_PASSWORD_ATTEMPTS - 1));
        expect(Number(sessions.n)).toBe(1);
      }
    });
  }

  it('loses nothing when an instance is killed under load, and retries of its requests are answered', async () => {
    const projects = await createProjects(cluster.base, 2);
    const streaming = members.slice(3, 12);
    const stream = fireStream(cluster.base, streaming, projects, 9);
    // Buys sent to the instance about to die, each with a key the client retries elsewhere.
    const doomed = cluster.instances[2];
    if (!doomed) throw new Error('no instance');
    const retried = members.slice(12, 18).map((member, n) => ({
      member,
      key: randomUUID(),
      projectId: projects[n % projects.length] ?? 0,
    }));
    await pause(1_500);
    const cutOff = retried.map(({ member, key, projectId }) =>
      buy(doomed.base, member, projectId, key).catch(() => null),
    );
    await pause(20);
    await doomed.kill();
    await Promise.all(cutOff);
    await pause(1_500);
    await stream.stop();
    // Each retry on a live instance is answered, within a minute, never "in progress".
    const started = Date.now();
    for (const { member, key, projectId } of retried) {
      const reply = await buy(instance(0), member, projectId, key);
      expect(reply.code, reply.msg).toBe(0);
      const again = await buy(instance(1), member, projectId, key);
      expect(again).toEqual(reply);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    // One order per key, however far the first attempt got before the kill.
    for (const { member, projectId } of retried) {
      const orders = await data
        .q()
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', member.memberId)
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow();
      expect(Number(orders.n), `member ${member.memberId}`).toBe(1);
    }
    expect(stream.accepted().buy).toBeGreaterThan(0);
    expect(await ledgerMismatches(data.q())).toEqual([]);
  });
});
