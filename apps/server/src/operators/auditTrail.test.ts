import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { enrolOperator } from '../testing/testOperators';
import type { TestOperator } from '../testing/testOperators';

let server: TestServer;
let operator: TestOperator;
let admin: TestOperator;
beforeEach(async () => {
  server = await startTestServer();
  operator = await enrolOperator(server, { email: 'ana@console.sg', name: 'Ana Lim' });
  admin = await enrolOperator(server, { email: 'boss@console.sg', name: 'Boss', role: 'admin' });
});
afterEach(() => server.close());

interface Entry {
  action: string;
  actor: { kind: string; operatorId?: number; name?: string };
  targetType: string | null;
  targetId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  input: Record<string, unknown>;
  reason: string | null;
}

const trail = async (query: Record<string, unknown> = {}) => {
  const reply = await server.call<{ items: Entry[]; total: number }>('GET', '/admin/audit', query, {
    token: admin.token,
  });
  expect(reply.code).toBe(0);
  return reply.data;
};

async function pendingTopUp() {
  const member = await server.registerMember();
  const reply = await server.call<{ id: number }>(
    'POST',
    '/wallet/topup',
    { amount: '250.50' },
    { token: member.token, key: true },
  );
  return { member, topUpId: reply.data.id };
}

describe('the audit trail', () => {
  it("keeps an operator's change with who, what, the target before and after", async () => {
    const { topUpId } = await pendingTopUp();
    const confirmed = await server.call(
      'POST',
      '/admin/topup/confirm',
      { id: topUpId },
      { token: operator.token },
    );
    expect(confirmed.code).toBe(0);
    const { items } = await trail({ action: 'admin.confirmTopUp' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      actor: { kind: 'operator', operatorId: operator.id, name: 'Ana Lim' },
      targetType: 'topUp',
      targetId: topUpId,
      before: { status: 'pending', amount_cents: 25050, resolved_at: null },
      after: { status: 'confirmed', amount_cents: 25050 },
      input: { id: topUpId },
      reason: null,
    });
  });

  it('names the admin key as the actor of automation, and never copies secrets', async () => {
    const member = await server.registerMember();
    await server.call(
      'POST',
      '/admin/member/risk',
      { memberId: member.memberId, risk: true },
      { admin: true },
    );
    const [entry] = (await trail({ targetType: 'member', targetId: member.memberId })).items;
    expect(entry).toMatchObject({ action: 'admin.setRisk', actor: { kind: 'key' } });
    expect(entry?.before).toMatchObject({ id: member.memberId, risk: 0 });
    expect(entry?.after).toMatchObject({ id: member.memberId, risk: 1 });
    expect(Object.keys(entry?.before ?? {}).filter((column) => /hash|secret/.test(column))).toEqual(
      [],
    );
    // An operator's own row: neither the password's hash nor the authenticator's secret.
    const [invited] = (await trail({ action: 'admin.inviteOperator' })).items;
    expect(JSON.stringify(invited)).not.toMatch(/totp_secret|password_hash|enrolment_token/);
  });

  it('records a refused change not at all', async () => {
    const { topUpId } = await pendingTopUp();
    await server.call('POST', '/admin/topup/confirm', { id: topUpId }, { token: operator.token });
    const again = await server.call(
      'POST',
      '/admin/topup/confirm',
      { id: topUpId },
      { token: operator.token },
    );
    expect(again.msg).toBe('STATUS_CHANGE_NOT_ALLOWED');
    expect((await trail({ action: 'admin.confirmTopUp' })).total).toBe(1);
  });

  it('keeps the reason given, sign-ins and sign-outs, and finds entries by operator', async () => {
    await server.call(
      'POST',
      '/admin/operator/reenrol',
      { operatorId: operator.id, reason: 'Lost phone' },
      { token: admin.token },
    );
    const [reenrolled] = (await trail({ action: 'admin.reenrolOperator' })).items;
    expect(reenrolled).toMatchObject({
      actor: { kind: 'operator', operatorId: admin.id },
      targetType: 'operator',
      targetId: operator.id,
      before: { status: 'active' },
      after: { status: 'invited' },
      reason: 'Lost phone',
    });
    const byOperator = await trail({ operatorId: operator.id });
    expect(byOperator.items.map((entry) => entry.action)).toEqual(['admin.signIn']);
    await server.call('POST', '/admin/signout', {}, { token: admin.token });
    const reply = await server.call('GET', '/admin/audit', {}, { token: admin.token });
    expect(reply.msg).toBe('OPERATOR_SESSION_ENDED');
    const byKey = await server.call<{ items: Entry[] }>(
      'GET',
      '/admin/audit',
      { operatorId: admin.id },
      { admin: true },
    );
    expect(byKey.data.items.map((entry) => entry.action)).toEqual([
      'admin.signOut',
      'admin.reenrolOperator',
      'admin.signIn',
    ]);
  });

  it('cannot be changed or deleted, through the API or in the database', async () => {
    const writes = ENDPOINTS.filter(
      (endpoint) => endpoint.path.includes('audit') && endpoint.method !== 'GET',
    );
    expect(writes).toEqual([]);
    await expect(server.sql.run("UPDATE audit_events SET reason = 'covered up'")).rejects.toThrow(
      /never changed/,
    );
    await expect(server.sql.run('DELETE FROM audit_events')).rejects.toThrow(/never deleted/);
    expect((await trail()).total).toBeGreaterThanOrEqual(2);
  });
});
