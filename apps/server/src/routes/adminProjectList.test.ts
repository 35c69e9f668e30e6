// The operator's list of projects: every status, those pending review included, for admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { enrolOperator } from '../testing/testOperators';
import type { TestOperator } from '../testing/testOperators';
import { projectInput } from '../testing/marketFixtures';
import type { ProjectReply } from '../testing/marketFixtures';

interface ProjectPage {
  items: { id: number; name: string; status: string }[];
  total: number;
}

let server: TestServer;
let admin: TestOperator;
let operator: TestOperator;
const created: ProjectReply[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await enrolOperator(server, { email: 'lead@console.sg', role: 'admin' });
  operator = await enrolOperator(server, { email: 'desk@console.sg' });
  for (const [name, status] of [
    ['Review Peat', 'pending_review'],
    ['Open Mangroves', 'in_progress'],
    ['Booked Cookstoves', 'presale'],
  ] as const) {
    const reply = await server.call<ProjectReply>(
      'POST',
      '/admin/projects/create',
      projectInput({ name, status, ...(status === 'presale' ? { presale: {} } : {}) }),
      { token: admin.token },
    );
    expect(reply.code).toBe(0);
    created.push(reply.data);
  }
});
afterAll(() => server.close());

const list = (query: Record<string, unknown>, token = admin.token) =>
  server.call<ProjectPage>(
    'GET',
    '/admin/projects',
    { page: 1, pageSize: 50, ...query },
    { token },
  );

describe('the operator’s project list', () => {
  it('lists every project, pending review included, the newest first', async () => {
    const reply = await list({});
    expect(reply.code).toBe(0);
    const mine = reply.data.items.filter((p) => created.some((c) => c.id === p.id));
    expect(mine.map((p) => p.name)).toEqual(['Booked Cookstoves', 'Open Mangroves', 'Review Peat']);
    const ids = reply.data.items.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The members' list never shows the one pending review.
    const market = await server.call<ProjectPage>('GET', '/projects/list', {
      page: 1,
      pageSize: 50,
    });
    expect(market.data.items.some((p) => p.name === 'Review Peat')).toBe(false);
  });

  it('filters by any status, pending review included', async () => {
    const pending = await list({ status: 'pending_review' });
    expect(pending.data.items.map((p) => p.status)).toEqual(
      pending.data.items.map(() => 'pending_review'),
    );
    expect(pending.data.items.some((p) => p.name === 'Review Peat')).toBe(true);
    expect((await list({ status: 'reviewing' })).code).not.toBe(0);
  });

  it('is an admin’s: an operator and a member are refused', async () => {
    expect((await list({}, operator.token)).msg).toBe('OPERATOR_ROLE_REQUIRED');
    const member = await server.registerMember();
    expect((await list({}, member.token)).msg).toBe('ADMIN_ACCESS_DENIED');
  });
});
