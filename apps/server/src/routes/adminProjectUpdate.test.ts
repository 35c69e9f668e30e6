// Editing a project's description: its texts in both languages, facts, registration and goals are
// replaced; its status, tons and presale terms are not touched; the audit trail keeps before and
// after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { enrolOperator } from '../testing/testOperators';
import type { TestOperator } from '../testing/testOperators';
import { projectInput } from '../testing/marketFixtures';
import type { ProjectReply } from '../testing/marketFixtures';

interface Detail extends ProjectReply {
  name: string;
  developer: string;
  minTons: string;
  maxTons: string;
  registration: { registry: string; registryId: string } | null;
  sdgs: number[];
}

let server: TestServer;
let admin: TestOperator;
let operator: TestOperator;

beforeAll(async () => {
  server = await startTestServer();
  admin = await enrolOperator(server, { email: 'lead@console.sg', role: 'admin' });
  operator = await enrolOperator(server, { email: 'desk@console.sg' });
});
afterAll(() => server.close());

const create = async (overrides: Record<string, unknown> = {}) => {
  const reply = await server.call<ProjectReply>(
    'POST',
    '/admin/projects/create',
    projectInput({
      remainingTons: '400',
      registration: { registry: 'verra', registryId: '1477' },
      sdgs: [13, 15],
      translations: { cn: { name: '婆罗洲泥炭地', location: '印度尼西亚', introduction: '保湿' } },
      ...overrides,
    }),
    { token: admin.token },
  );
  expect(reply.code).toBe(0);
  return reply.data;
};

const update = (input: Record<string, unknown>, token = admin.token) =>
  server.call<ProjectReply>('POST', '/admin/projects/update', input, { token });

const detail = async (id: number, lang = 'en') =>
  (await server.call<Detail>('GET', '/projects/detail', { id, lang })).data;

describe('editing a project', () => {
  it('replaces the description in both languages and leaves status, tons and presale terms', async () => {
    const project = await create();
    const { status: _status, quantity: _quantity, ...described } = projectInput();
    const reply = await update({
      ...described,
      id: project.id,
      name: 'Borneo Peat Swamp Rewetting',
      unitPrice: '13.75',
      minTons: '5',
      maxTons: '250',
      registration: { registry: 'gold_standard', registryId: 'GS-2231' },
      sdgs: [6, 13],
      translations: {
        cn: {
          name: '婆罗洲泥炭沼泽复湿',
          location: '印度尼西亚中加里曼丹',
          introduction: '堵塞排水渠',
        },
      },
    });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({
      status: 'in_progress',
      remainingTons: '400',
      unitPrice: '13.75',
      presale: null,
    });
    expect(await detail(project.id)).toMatchObject({
      name: 'Borneo Peat Swamp Rewetting',
      minTons: '5',
      maxTons: '250',
      registration: { registry: 'gold_standard', registryId: 'GS-2231' },
      sdgs: [6, 13],
    });
    expect((await detail(project.id, 'cn')).name).toBe('婆罗洲泥炭沼泽复湿');

    // Left out, the registration, the goals and the Chinese texts are cleared.
    expect((await update({ ...described, id: project.id })).code).toBe(0);
    const cleared = await detail(project.id, 'cn');
    expect(cleared).toMatchObject({
      name: 'Borneo Peatland Rewetting',
      registration: null,
      sdgs: [],
    });

    // The audit trail keeps the row before and after, with the admin.
    const trail = await server.call<{
      items: {
        actor: { operatorId?: number };
        before: { name: string };
        after: { name: string };
      }[];
    }>(
      'GET',
      '/admin/audit',
      { action: 'admin.updateProject', targetId: project.id, page: 1, pageSize: 10 },
      { token: admin.token },
    );
    expect(trail.data.items.at(-1)).toMatchObject({
      actor: { operatorId: admin.id },
      before: { name: 'Borneo Peatland Rewetting' },
      after: { name: 'Borneo Peat Swamp Rewetting' },
    });
  });

  it('refuses bounds out of order, an unknown project, and anyone but an admin', async () => {
    const project = await create();
    const { status: _status, quantity: _quantity, ...described } = projectInput();
    const bounds = await update({ ...described, id: project.id, minTons: '50', maxTons: '10' });
    expect(bounds.msg).toBe('QUANTITY_INVALID');
    expect((bounds.data as unknown as { fields: Record<string, string> }).fields).toMatchObject({
      maxTons: 'QUANTITY_INVALID',
    });
    expect((await update({ ...described, id: 999_999 })).msg).toBe('NOT_FOUND');
    expect((await update({ ...described, id: project.id }, operator.token)).msg).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
    // Its status is not this action's to change: one sent along is left aside.
    const sent = await update({ ...described, id: project.id, status: 'closed' });
    expect(sent.data.status).toBe('in_progress');
  });

  it('answers the Chinese texts as stored, not the English a reader would get in their place', async () => {
    const texts = (id: number, token = admin.token) =>
      server.call<{ cn: Record<string, string | null> | null }>(
        'GET',
        '/admin/projects/texts',
        { id },
        { token },
      );
    const translated = await create();
    expect((await texts(translated.id)).data.cn).toEqual({
      name: '婆罗洲泥炭地',
      location: '印度尼西亚',
      introduction: '保湿',
      developer: null,
      verificationAgency: null,
      monitoring: null,
      creditType: null,
    });
    // A reader in Chinese gets the English developer where none is stored.
    expect((await detail(translated.id, 'cn')).developer).toBe(projectInput().developer);

    const { translations: _translations, ...english } = projectInput();
    const untranslated = await server.call<ProjectReply>(
      'POST',
      '/admin/projects/create',
      english,
      {
        token: admin.token,
      },
    );
    expect((await texts(untranslated.data.id)).data).toEqual({ cn: null });
    expect((await texts(999_999)).msg).toBe('NOT_FOUND');
    expect((await texts(translated.id, operator.token)).msg).toBe('OPERATOR_ROLE_REQUIRED');
  });
});
