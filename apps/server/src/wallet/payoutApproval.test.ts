// Four eyes on large payouts (ADR 051): a withdrawal at or above the admin's threshold is paid
// only after a second operator has approved it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminWithdrawalWire } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { WITHDRAWAL_PASSWORD, prepareMember, walletCents } from '../testing/accountWalletKit';
import { enrolOperator } from '../testing/testOperators';
import type { TestOperator } from '../testing/testOperators';
import { openConsoleSocket, pause } from '../testing/socketClient';

const FRIDAY = '2026-11-20T02:00:00.000Z';

let server: TestServer;
let first: TestOperator;
let second: TestOperator;
let admin: TestOperator;
beforeEach(async () => {
  server = await startTestServer();
  server.setNow(FRIDAY);
  first = await enrolOperator(server, { email: 'first@console.sg' });
  second = await enrolOperator(server, { email: 'second@console.sg' });
  admin = await enrolOperator(server, { email: 'boss@console.sg', role: 'admin' });
});
afterEach(() => server.close());

async function withdrawal(amount: string) {
  const member = await prepareMember(server, { cents: 5_000_000n });
  const reply = await server.call<{ id: number }>(
    'POST',
    '/wallet/withdraw',
    { amount, password: WITHDRAWAL_PASSWORD },
    { token: member.token, key: true },
  );
  if (reply.code !== 0) throw new Error(`withdraw: ${reply.msg}`);
  return { ...member, id: reply.data.id };
}

const act = (operator: TestOperator | 'key', action: 'approve' | 'complete', id: number) =>
  server.call(
    'POST',
    `/admin/withdrawal/${action}`,
    { id },
    operator === 'key' ? { admin: true } : { token: operator.token },
  );

describe('four eyes on payouts', () => {
  it('tells every open console of an approval, so that the second operator sees it payable', async () => {
    const { id } = await withdrawal('12000');
    const socket = openConsoleSocket(server.base, second.token);
    await socket.opened;
    expect((await act(first, 'approve', id)).code).toBe(0);
    while (socket.messages.length < 1) await pause(10);
    expect(socket.messages.map((text) => JSON.parse(text) as unknown)).toEqual([
      { queue: 'withdrawals', id, status: 'processing' },
    ]);
    socket.ws.close();
  });

  it('pays a withdrawal at the threshold only once a second operator has approved it', async () => {
    const { id, memberId } = await withdrawal('10000');
    const listed = await server.call<{ items: unknown[] }>(
      'GET',
      '/admin/withdrawals',
      {},
      { token: first.token },
    );
    expect(adminWithdrawalWire.parse(listed.data.items[0])).toMatchObject({
      id,
      approvalRequired: true,
      approvedBy: null,
    });
    expect((await act(first, 'complete', id)).msg).toBe('WITHDRAWAL_APPROVAL_REQUIRED');
    expect((await act('key', 'complete', id)).msg).toBe('WITHDRAWAL_APPROVAL_REQUIRED');
    const approved = await act(first, 'approve', id);
    expect(adminWithdrawalWire.parse(approved.data)).toMatchObject({
      approvedBy: first.id,
      status: 'processing',
    });
    // The approver cannot approve again, nor pay it.
    expect((await act(first, 'approve', id)).msg).toBe('SECOND_OPERATOR_REQUIRED');
    expect((await act(first, 'complete', id)).msg).toBe('SECOND_OPERATOR_REQUIRED');
    expect((await act(second, 'complete', id)).data).toMatchObject({ status: 'completed' });
    expect((await walletCents(server, memberId)).available).toBe(5_000_000n - 1_000_000n);
  });

  it('lets one operator pay a withdrawal below the threshold, which needs no approval', async () => {
    const { id } = await withdrawal('9999.99');
    expect((await act(first, 'approve', id)).msg).toBe('STATUS_CHANGE_NOT_ALLOWED');
    expect((await act(first, 'complete', id)).data).toMatchObject({ status: 'completed' });
  });

  it('takes no approval from the admin key: four eyes are two people', async () => {
    const { id } = await withdrawal('20000');
    expect((await act('key', 'approve', id)).msg).toBe('ADMIN_ACCESS_DENIED');
  });

  it("follows the admin's threshold, which an operator cannot change", async () => {
    const set = (operator: TestOperator, approvalThreshold: string) =>
      server.call(
        'POST',
        '/admin/settings/payouts',
        { approvalThreshold },
        { token: operator.token },
      );
    expect((await set(first, '100')).msg).toBe('OPERATOR_ROLE_REQUIRED');
    expect((await set(admin, '500')).data).toEqual({ approvalThreshold: '500.00' });
    expect(
      (await server.call('GET', '/admin/settings/payouts', {}, { token: first.token })).data,
    ).toEqual({
      approvalThreshold: '500.00',
    });
    const { id } = await withdrawal('500');
    expect((await act(first, 'complete', id)).msg).toBe('WITHDRAWAL_APPROVAL_REQUIRED');
  });

  it('lets exactly one of two operators racing to pay the same withdrawal succeed', async () => {
    const { id, memberId } = await withdrawal('2000');
    const replies = await Promise.all([act(first, 'complete', id), act(second, 'complete', id)]);
    expect(replies.map((reply) => reply.msg).sort()).toEqual(['', 'STATUS_CHANGE_NOT_ALLOWED']);
    expect((await walletCents(server, memberId)).available).toBe(5_000_000n - 200_000n);
  });
});
