import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_CONFIG, money } from '@carbonmarket/domain';
import { Secret } from '@carbonmarket/domain/contract';
import { createUnitOfWork } from '../ledger/unitOfWork';
import { ApiError } from '../apiError';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import {
  WITHDRAWAL_PASSWORD,
  capturePushes,
  createMember,
  prepareMember,
  walletCents,
} from '../testing/accountWalletKit';
import { createAccountWalletServices } from './accountWalletServices';
import type { AccountWalletServices } from './accountWalletServices';

/** The area's services as a scheduler or a seed uses them: no HTTP, the same rules. */
let server: TestServer;
let area: AccountWalletServices;
beforeAll(async () => {
  server = await startTestServer();
  area = createAccountWalletServices({
    data: server.data,
    ledger: server.ledger,
    write: createUnitOfWork(server.data, server.ledger, server.events),
    limits: DEFAULT_BUSINESS_CONFIG,
    accounts: server.services.accounts,
    hashing: server.services.hashing,
  });
});
afterAll(() => server.close());

const code = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return null;
};

describe('account and wallet services', () => {
  it('confirm pending top-ups found by the pending list, pushing after commit', async () => {
    const now = server.now();
    const { memberId } = await createMember(server);
    const opened = await area.topUps.create(memberId, money('80'), now);
    const pending = await area.topUps.pending({ page: 1, pageSize: 50 });
    expect(pending.items.map((t) => t.id)).toContain(opened.id);
    const { pushes, stop } = capturePushes(server, memberId);
    expect(await area.topUps.confirm(opened.id, now)).toMatchObject({ status: 'confirmed' });
    stop();
    expect(pushes.map((p) => p.type)).toEqual(['balance', 'topUp']);
    expect((await walletCents(server, memberId)).available).toBe(8_000n);
    expect(
      (await area.topUps.pending({ page: 1, pageSize: 50 })).items.map((t) => t.id),
    ).not.toContain(opened.id);
    expect(await code(() => area.topUps.cancel(opened.id, now))).toBe('STATUS_CHANGE_NOT_ALLOWED');
  });

  it('complete and refuse processing withdrawals found by the processing list', async () => {
    const { memberId } = await prepareMember(server, { cents: 100_000n });
    const now = server.now();
    const first = await area.withdrawals.withdraw(
      memberId,
      { amount: money('100'), to: 'bank', password: new Secret(WITHDRAWAL_PASSWORD) },
      now,
    );
    const second = await area.withdrawals.withdraw(
      memberId,
      { amount: money('200'), to: 'bank', password: new Secret(WITHDRAWAL_PASSWORD) },
      now,
    );
    const ids = (await area.withdrawals.processing({ page: 1, pageSize: 50 })).items.map(
      (w) => w.id,
    );
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await area.withdrawals.complete(first.id, null, now)).toMatchObject({
      status: 'completed',
    });
    expect(await area.withdrawals.refuse(second.id, now)).toMatchObject({ status: 'refused' });
    expect((await walletCents(server, memberId)).available).toBe(100_000n - 10_000n);
    expect(
      await code(() => area.withdrawals.complete(first.id, null, new Date('2026-11-21T02:00:00Z'))),
    ).toBe('WITHDRAWAL_CLOSED_SATURDAY');
  });

  it('lets lapsed memberships go back to P0 in the database', async () => {
    const { memberId } = await createMember(server);
    await server.sql.run(
      "UPDATE members SET level = 'P3', membership_expires_at = ? WHERE id = ?",
      '2026-11-20T01:00:00.000Z',
      memberId,
    );
    const still = await createMember(server);
    await server.sql.run(
      "UPDATE members SET level = 'P2', membership_expires_at = ? WHERE id = ?",
      '2026-12-20T01:00:00.000Z',
      still.memberId,
    );
    expect(await area.membership.expireLapsed(server.now())).toBeGreaterThanOrEqual(1);
    const level = async (id: number) =>
      await server.sql.value('SELECT level FROM members WHERE id = ?', id);
    expect(await level(memberId)).toBe('P0');
    expect(await level(still.memberId)).toBe('P2');
    expect(await area.membership.expireLapsed(server.now())).toBe(0);
  });
});
