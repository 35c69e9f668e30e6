import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toCents } from '@carbonmarket/domain';
import { amountSchema, defineEndpoint, langParam } from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
import { openTestData } from '../testing/testData';
import { testSql } from '../testing/testSql';
import type { TestSql } from '../testing/testSql';
import { createLedger } from '../ledger/ledger';
import { createUnitOfWork } from '../ledger/unitOfWork';
import { createEventBus } from '../realtime/eventBus';
import { createIdempotencyStore } from './idempotency';
import { authentication } from './authentication';
import { mountEndpoint } from './mountEndpoint';

const now = new Date('2026-11-20T02:00:00.000Z');
let clockTick = 0;
const spend = defineEndpoint({
  name: 'test.spend',
  method: 'POST',
  path: '/test/spend',
  access: 'member',
  request: () => z.object({ amount: amountSchema }),
  response: () => z.object({ available: z.string() }),
  moneyMoving: true,
  summary: 'Spends from the available balance.',
});
/** The same, its reply worded in the request's language. */
const spendInWords = defineEndpoint({
  ...spend,
  name: 'test.spendInWords',
  path: '/test/spend-in-words',
  request: () => z.object({ amount: amountSchema, lang: langParam }),
  response: () => z.object({ said: z.string() }),
  summary: 'Spends from the available balance and says so in the request language.',
});
const adminPing = defineEndpoint({
  name: 'test.adminPing',
  method: 'GET',
  path: '/admin/ping',
  access: 'admin',
  request: () => z.object({}),
  response: () => z.object({ pong: z.literal(true) }),
  summary: 'Answers the operator.',
});

describe('idempotent money-moving endpoints and the admin key', () => {
  let app: FastifyInstance;
  let base: string;
  let data: Data;
  let sql: TestSql;
  let drop: () => Promise<void>;
  let dir: string;
  let handled = 0;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cm-idem-'));
    ({ data, drop } = await openTestData(dir));
    sql = testSql(data);
    const at = now.toISOString();
    await data
      .q()
      .insertInto('members')
      .values([
        { visitor_type: 'personal', email: 'a@b.sg', created_at: at },
        { visitor_type: 'personal', email: 'c@d.sg', created_at: at },
      ])
      .execute();
    const ledger = createLedger(data);
    const write = createUnitOfWork(data, ledger, createEventBus());
    await write(now, (scope) =>
      scope.postMoney({
        memberId: 1,
        balance: 'available',
        cents: 10_000n,
        type: 'adjustment',
        reference: 'opening',
      }),
    );
    app = Fastify();
    // Each call sees a later clock, so a recomputed reply would differ in `time`.
    const clock = () => new Date(now.getTime() + 1000 * clockTick++);
    await app.register(authentication, {
      clock,
      authenticate: async (token: string | undefined) =>
        token === 'one' || token === 'two'
          ? {
              memberId: token === 'one' ? 1 : 2,
              visitorType: 'personal' as const,
              tokenHash: token,
            }
          : null,
      adminKey: 'operator-key',
    });
    const options = { clock, idempotency: createIdempotencyStore(data) };
    /** Spends `amount` of the viewer's available balance, counting the handler's runs. */
    const spendOf = (memberId: number, amount: Parameters<typeof toCents>[0], at: Date) => {
      handled += 1;
      return write(at, (scope) =>
        scope.postMoney({
          memberId,
          balance: 'available',
          cents: -toCents(amount),
          type: 'purchase',
          reference: 'test',
        }),
      );
    };
    mountEndpoint(
      app,
      spend,
      // Cents left, as text.
      async ({ amount }, { viewer, now: at }) => ({
        available: (await spendOf(viewer?.memberId ?? 0, amount, at)).toString(),
      }),
      options,
    );
    mountEndpoint(
      app,
      spendInWords,
      async ({ amount, lang }, { viewer, now: at }) => {
        await spendOf(viewer?.memberId ?? 0, amount, at);
        return { said: lang === 'cn' ? '已付款' : 'Paid' };
      },
      options,
    );
    mountEndpoint(app, adminPing, () => ({ pong: true as const }), options);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const spendCall = (body: object, headers: Record<string, string>) =>
    fetch(`${base}/h5/api/test/spend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'one', ...headers },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, text: await res.text() }));

  it('refuses a money-moving call without a key, moving nothing', async () => {
    const before = handled;
    const { status, text } = await spendCall({ amount: '10' }, {});
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ code: 1, msg: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(handled).toBe(before);
  });

  it('replays the first reply byte for byte and spends once', async () => {
    const key = { 'idempotency-key': 'spend-1' };
    const first = await spendCall({ amount: '10', t: 1, lang: 'en' }, key);
    // The per-call fields differ on a retry; the replay still matches.
    const second = await spendCall({ amount: '10.00', t: 2, lang: 'cn' }, key);
    expect(JSON.parse(first.text)).toMatchObject({ code: 0, data: { available: '9000' } });
    expect(second.text).toBe(first.text);
    const records = await sql.value<number>(
      "SELECT count(*) AS n FROM fund_records WHERE member_id = 1 AND type = 'purchase'",
    );
    expect(records).toBe(1);
  });

  it('takes a retry in another language for the same request: one spend, the first reply', async () => {
    const call = (lang: string) =>
      fetch(`${base}/h5/api/test/spend-in-words`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: 'one',
          'idempotency-key': 'words-1',
        },
        body: JSON.stringify({ amount: '5', lang }),
      }).then((res) => res.text());
    const before = handled;
    const first = await call('cn');
    expect(JSON.parse(first)).toMatchObject({ code: 0, data: { said: '已付款' } });
    expect(await call('en')).toBe(first);
    expect(handled).toBe(before + 1);
  });

  it('refuses the same key with other parameters', async () => {
    const reply = await spendCall({ amount: '11' }, { 'idempotency-key': 'spend-1' });
    expect(JSON.parse(reply.text)).toMatchObject({ code: 1, msg: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('keeps keys per member', async () => {
    const reply = await fetch(`${base}/h5/api/test/spend`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'two',
        'idempotency-key': 'spend-1',
      },
      body: JSON.stringify({ amount: '10' }),
    }).then((res) => res.json());
    // Member 2 used the key member 1 used: a fresh request of theirs, refused for want of money.
    expect(reply).toMatchObject({ code: 1, msg: 'INSUFFICIENT_BALANCE' });
    expect(
      await sql.value<number>('SELECT count(*) AS n FROM idempotency_keys WHERE member_id = 2'),
    ).toBe(1);
  });

  it('stores a refusal too, so a replay of a refused request is refused the same way', async () => {
    const key = { 'idempotency-key': 'too-much' };
    const first = await spendCall({ amount: '1000' }, key);
    const second = await spendCall({ amount: '1000' }, key);
    expect(JSON.parse(first.text)).toMatchObject({ code: 1, msg: 'INSUFFICIENT_BALANCE' });
    expect(second.text).toBe(first.text);
  });

  it('admits the operator only with the right key', async () => {
    const ask = (headers: Record<string, string>) =>
      fetch(`${base}/h5/api/admin/ping`, { headers }).then((res) => res.json());
    expect(await ask({})).toMatchObject({ code: 1, msg: 'ADMIN_ACCESS_DENIED' });
    expect(await ask({ 'x-admin-key': 'operator-kex' })).toMatchObject({
      code: 1,
      msg: 'ADMIN_ACCESS_DENIED',
    });
    expect(await ask({ 'x-admin-key': 'operator-key' })).toMatchObject({
      code: 0,
      data: { pong: true },
    });
  });
});
