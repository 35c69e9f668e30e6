// Top-ups by PayNow: opened by the member within the limits, with a reference and the day they
// can be paid by; cancelled by the member while pending, or after their day when nobody paid.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topUpWire } from '@carbonmarket/domain/contract';
import { LONG_SESSIONS, startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { capturePushes, createMember, walletCents } from '../testing/accountWalletKit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionLifetime: LONG_SESSIONS });
});
afterAll(() => server.close());

describe('top-ups', () => {
  it('opens a pending PayNow top-up and pushes it', async () => {
    const { token, memberId } = await createMember(server);
    const { pushes, stop } = capturePushes(server, memberId);
    const reply = await server.call(
      'POST',
      '/wallet/topup',
      { amount: '250.50' },
      { token, key: true },
    );
    stop();
    expect(reply.code).toBe(0);
    const topUp = topUpWire.parse(reply.data);
    expect(topUp).toMatchObject({ status: 'pending', resolvedAt: null });
    expect(topUp.amount.toString()).toBe('250.50');
    expect(topUp.reference).toMatch(/^CM[A-Z0-9]{10}$/);
    expect(topUp.payee).toEqual({
      uen: '202600001K',
      name: 'Carbon Market Demo Ltd',
      city: 'Singapore',
    });
    // Payable to the end of the next day in Singapore.
    expect(topUp.payableUntil.getTime() - topUp.createdAt.getTime()).toBeGreaterThan(86_400_000);
    expect(topUp.payableUntil.getTime() - topUp.createdAt.getTime()).toBeLessThanOrEqual(
      2 * 86_400_000,
    );
    expect(pushes).toEqual([{ type: 'topUp', data: { topUpId: topUp.id, status: 'pending' } }]);
    // Nothing reaches the wallet before the payment is confirmed.
    expect((await walletCents(server, memberId)).available).toBe(0n);
    expect(await server.call('GET', '/wallet/topup', { id: topUp.id }, { token })).toMatchObject({
      code: 0,
      data: { id: topUp.id, status: 'pending', amount: '250.50' },
    });
  });

  it('keeps the amount within the top-up limits', async () => {
    const { token, memberId } = await createMember(server);
    expect(
      await server.call('POST', '/wallet/topup', { amount: '9.99' }, { token, key: true }),
    ).toMatchObject({ code: 1, msg: 'AMOUNT_BELOW_MINIMUM' });
    expect(
      await server.call('POST', '/wallet/topup', { amount: '50000.01' }, { token, key: true }),
    ).toMatchObject({ code: 1, msg: 'AMOUNT_ABOVE_MAXIMUM' });
    expect(
      await server.call('POST', '/wallet/topup', { amount: '-5' }, { token, key: true }),
    ).toMatchObject({ code: 1, msg: 'AMOUNT_INVALID' });
    expect(
      await server.sql.value('SELECT count(*) FROM top_ups WHERE member_id = ?', memberId),
    ).toBe(0);
  });

  it('refuses a locked account', async () => {
    const { token, memberId } = await createMember(server);
    await server.sql.run('UPDATE members SET locked = 1 WHERE id = ?', memberId);
    expect(
      await server.call('POST', '/wallet/topup', { amount: '100' }, { token, key: true }),
    ).toMatchObject({ code: 1, msg: 'ACCOUNT_LOCKED' });
    expect(
      await server.sql.value('SELECT count(*) FROM top_ups WHERE member_id = ?', memberId),
    ).toBe(0);
  });

  it('needs a key, replays the first reply byte for byte and opens one top-up', async () => {
    const { token, memberId } = await createMember(server);
    expect(await server.call('POST', '/wallet/topup', { amount: '100' }, { token })).toMatchObject({
      code: 1,
      msg: 'IDEMPOTENCY_KEY_REQUIRED',
    });
    const key = randomUUID();
    const first = await server.callRaw('POST', '/wallet/topup', { amount: '100' }, { token, key });
    const firstText = await first.text();
    server.advance(5_000);
    const again = await server.callRaw(
      'POST',
      '/wallet/topup',
      { amount: '100.00' },
      { token, key },
    );
    expect(await again.text()).toBe(firstText);
    expect(JSON.parse(firstText)).toMatchObject({ code: 0, data: { status: 'pending' } });
    expect(
      await server.sql.value('SELECT count(*) FROM top_ups WHERE member_id = ?', memberId),
    ).toBe(1);
    expect(
      await server.call('POST', '/wallet/topup', { amount: '200' }, { token, key }),
    ).toMatchObject({ code: 1, msg: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('shows only the member’s own top-ups', async () => {
    const owner = await createMember(server);
    const reply = await server.call(
      'POST',
      '/wallet/topup',
      { amount: '100' },
      { token: owner.token, key: true },
    );
    const { id } = reply.data as { id: number };
    const other = await createMember(server);
    expect(await server.call('GET', '/wallet/topup', { id }, { token: other.token })).toMatchObject(
      {
        code: 1,
        msg: 'NOT_FOUND',
      },
    );
    expect(
      await server.call('GET', '/wallet/topup', { id: 999_999 }, { token: owner.token }),
    ).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
  });
});

describe('cancelling a top-up', () => {
  const openTopUp = async (token: string) =>
    topUpWire.parse(
      (await server.call('POST', '/wallet/topup', { amount: '40' }, { token, key: true })).data,
    );

  it('closes the member’s own pending top-up, moves no money and pushes the change', async () => {
    const { token, memberId } = await createMember(server);
    const { id } = await openTopUp(token);
    const { pushes, stop } = capturePushes(server, memberId);
    const reply = await server.call('POST', '/wallet/topup/cancel', { id }, { token });
    stop();
    expect(reply).toMatchObject({ code: 0, data: { id, status: 'cancelled', amount: '40.00' } });
    expect(reply.data).not.toHaveProperty('memberId');
    expect(pushes).toEqual([{ type: 'topUp', data: { topUpId: id, status: 'cancelled' } }]);
    expect((await walletCents(server, memberId)).available).toBe(0n);
    // Cancelled: the operator can no longer confirm it, nor the member cancel it again.
    expect(
      await server.call('POST', '/admin/topup/confirm', { id }, { admin: true }),
    ).toMatchObject({ code: 1, msg: 'STATUS_CHANGE_NOT_ALLOWED' });
    expect(await server.call('POST', '/wallet/topup/cancel', { id }, { token })).toMatchObject({
      code: 1,
      msg: 'STATUS_CHANGE_NOT_ALLOWED',
    });
  });

  it('refuses a confirmed top-up and another member’s', async () => {
    const owner = await createMember(server);
    const confirmed = await openTopUp(owner.token);
    await server.call('POST', '/admin/topup/confirm', { id: confirmed.id }, { admin: true });
    expect(
      await server.call(
        'POST',
        '/wallet/topup/cancel',
        { id: confirmed.id },
        { token: owner.token },
      ),
    ).toMatchObject({ code: 1, msg: 'STATUS_CHANGE_NOT_ALLOWED' });
    const pending = await openTopUp(owner.token);
    const other = await createMember(server);
    expect(
      await server.call('POST', '/wallet/topup/cancel', { id: pending.id }, { token: other.token }),
    ).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
    expect(
      await server.call('GET', '/wallet/topup', { id: pending.id }, { token: owner.token }),
    ).toMatchObject({ data: { status: 'pending' } });
  });

  it('cancels the unpaid top-ups whose day to pay has ended, and only those', async () => {
    const { token } = await createMember(server);
    const stale = await openTopUp(token);
    server.advance(stale.payableUntil.getTime() - server.now().getTime() - 60_000);
    const fresh = await openTopUp(token);
    const statusOf = async (id: number) =>
      ((await server.call('GET', '/wallet/topup', { id }, { token })).data as { status: string })
        .status;
    // Other tests' top-ups on this server may end first: only this member's are followed.
    await server.services.account.topUps.cancelExpired(server.now());
    expect(await statusOf(stale.id)).toBe('pending');
    server.advance(60_000);
    expect(await server.services.account.topUps.cancelExpired(server.now())).toBeGreaterThanOrEqual(
      1,
    );
    expect(await statusOf(stale.id)).toBe('cancelled');
    expect(await statusOf(fresh.id)).toBe('pending');
  });
});
