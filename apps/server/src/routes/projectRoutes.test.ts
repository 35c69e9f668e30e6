import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replySchema, endpoints } from '@carbonmarket/domain/contract';
import { LISTED_PROJECT_STATUSES, compareForProjectList } from '@carbonmarket/domain';
import type { ListedProjectStatus, Project } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { buy, createProject, projectInput, quickMember } from '../testing/marketFixtures';

let server: TestServer;
let ids: number[];
beforeAll(async () => {
  server = await startTestServer();
  ids = [];
  ids.push(
    (await createProject(server, { name: 'Mangroves', type: 'blue_carbon', status: 'in_progress' }))
      .id,
  );
  ids.push(
    (await createProject(server, { name: 'Cookstoves', type: 'cookstoves', status: 'not_begun' }))
      .id,
  );
  ids.push(
    (
      await createProject(server, {
        name: 'Solar presale',
        status: 'presale',
        minLevel: 'P2',
        presale: { bookingFeePercent: '15', expectedQuantity: '1200' },
      })
    ).id,
  );
});
afterAll(() => server.close());

describe('project list', () => {
  it('is open to visitors without a session and to guests, open projects first, paged', async () => {
    const anonymous = await server.call('GET', '/projects/list', { page: 1, pageSize: 2 });
    const page = replySchema(endpoints.projects.list.response).parse(anonymous).data;
    // In progress, then presale, then not begun, though the presale is the newest.
    expect(page?.items.map((p) => p.name)).toEqual(['Mangroves', 'Solar presale']);
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3, hasMore: true });
    const guest = await server.guest();
    const second = await server.call<{ items: { name: string }[]; hasMore: boolean }>(
      'GET',
      '/projects/list',
      { page: 2, pageSize: 2 },
      { token: guest },
    );
    expect(second.data.items.map((p) => p.name)).toEqual(['Cookstoves']);
    expect(second.data.hasMore).toBe(false);
  });

  it('pages through every status in the domain order, each project once', async () => {
    const local = await startTestServer();
    try {
      // Two of every listed status, created in rounds in the list's order: newest first alone
      // would list the closed ones first.
      const created: { id: number; status: ListedProjectStatus }[] = [];
      for (let copy = 0; copy < 2; copy += 1)
        for (const status of LISTED_PROJECT_STATUSES) {
          const presale =
            status === 'presale' || status === 'reservation_waiting'
              ? { bookingFeePercent: '10', expectedQuantity: '100' }
              : undefined;
          const project = await createProject(local, {
            name: `${status} ${copy}`,
            status,
            ...(presale ? { presale } : {}),
          });
          created.push({ id: project.id, status });
        }
      const listed: { id: number; status: string }[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const reply = await local.call<{ items: { id: number; status: string }[] }>(
          'GET',
          '/projects/list',
          { page, pageSize: 3 },
        );
        listed.push(...reply.data.items);
      }
      expect(listed.map((p) => p.id)).toEqual(
        [...created].sort(compareForProjectList).map((p) => p.id),
      );
      expect(listed.slice(0, 2).map((p) => p.status)).toEqual(['in_progress', 'in_progress']);
      expect(listed.slice(-4).map((p) => p.status)).toEqual(['ended', 'ended', 'closed', 'closed']);
    } finally {
      await local.close();
    }
  });

  it('never lists a project pending review, nor takes that status as a filter', async () => {
    const pending = await createProject(server, { name: 'Under review', status: 'pending_review' });
    const all = await server.call<{ items: { id: number }[] }>('GET', '/projects/list', {
      pageSize: 50,
    });
    expect(all.data.items.map((p) => p.id)).not.toContain(pending.id);
    expect(all.data.items.map((p) => p.id)).toEqual(expect.arrayContaining(ids));
    expect((await server.call('GET', '/projects/list', { status: 'pending_review' })).msg).toBe(
      'OPERATION_FAILED',
    );
  });

  it('filters by status and refuses statuses that do not exist', async () => {
    const presales = await server.call<{ items: { id: number; status: string }[] }>(
      'GET',
      '/projects/list',
      { status: 'presale' },
    );
    expect(presales.data.items.map((p) => p.id)).toEqual([ids[2]]);
    expect((await server.call('GET', '/projects/list', { status: 'sold' })).msg).toBe(
      'OPERATION_FAILED',
    );
    expect((await server.call('GET', '/projects/list', { pageSize: 500 })).msg).toBe(
      'OPERATION_FAILED',
    );
  });

  it('filters by type, alone and with a status', async () => {
    const list = async (query: Record<string, unknown>) => {
      const reply = await server.call('GET', '/projects/list', { pageSize: 50, ...query });
      const page = replySchema(endpoints.projects.list.response).parse(reply).data;
      return page?.items.map((p) => [p.name, p.type, p.status]);
    };
    expect(await list({ type: 'cookstoves' })).toEqual([['Cookstoves', 'cookstoves', 'not_begun']]);
    expect(await list({ type: 'peatland' })).toEqual([['Solar presale', 'peatland', 'presale']]);
    expect(await list({ type: 'blue_carbon', status: 'in_progress' })).toEqual([
      ['Mangroves', 'blue_carbon', 'in_progress'],
    ]);
    expect(await list({ type: 'blue_carbon', status: 'presale' })).toEqual([]);
    expect(await list({ type: 'methane_capture' })).toEqual([]);
  });

  it('refuses a type that is not one of the list, never failing on it', async () => {
    for (const type of ['Cookstoves', 'wind', 'cookstoves,peatland', "x' OR 1=1 --", '']) {
      const reply = await server.call('GET', '/projects/list', { type });
      expect(reply, type).toMatchObject({ code: 1, msg: 'OPERATION_FAILED' });
    }
  });
});

describe('project detail', () => {
  it('carries everything the screens need, money and tons as decimal text', async () => {
    const reply = await server.call('GET', '/projects/detail', { id: ids[2] ?? 0 });
    expect(reply.data).toEqual({
      id: ids[2],
      name: 'Solar presale',
      location: 'Central Kalimantan, Indonesia',
      type: 'peatland',
      standards: ['Verra VCS', 'CCB Gold'],
      status: 'presale',
      unitPrice: '12.50',
      currentUnitPrice: '12.50',
      quantity: '1000',
      remainingTons: '1000',
      minTons: '1',
      maxTons: '100',
      progress: 0,
      introduction: 'Blocks drainage canals so the peat stays wet and keeps its carbon.',
      factSheetUrl: 'https://example.org/borneo-factsheet.pdf',
      minLevel: 'P2',
      sellingStartsAt: null,
      sellingEndsAt: null,
      presale: {
        bookingFeePercent: '15',
        expectedQuantity: '1200',
        finalUnitPrice: null,
        finalTons: null,
      },
      imageUrl: '/images/projects/borneo.jpg',
      developer: 'Green Peat Pte Ltd',
      carbon: {
        vintage: 2024,
        verificationAgency: 'SCS Global Services',
        monitoring: 'Satellite water-table monitoring, yearly field audit',
        creditType: 'Avoided emissions (VCU)',
      },
      registration: null,
      sdgs: [],
      viewer: null,
    });
    // What the app reads is the Project entity of the domain (plus the screen's extras).
    const project: Project | undefined =
      replySchema(endpoints.projects.detail.response).parse(reply).data ?? undefined;
    expect(project?.unitPrice.toString()).toBe('12.50');
  });

  it('tells a signed-in viewer what they may do and why not', async () => {
    const low = await quickMember(server, { level: 'P1' });
    expect(
      (await server.call('GET', '/projects/detail', { id: ids[2] ?? 0 }, { token: low.token }))
        .data,
    ).toMatchObject({
      viewer: {
        action: 'presale',
        reason: 'MEMBERSHIP_LEVEL_TOO_LOW',
        ordersThisMonth: 0,
        ordersTotal: 0,
        maxPerMonth: 3,
        maxTotal: 10,
      },
    });
    const guest = await server.guest();
    expect(
      (await server.call('GET', '/projects/detail', { id: ids[0] ?? 0 }, { token: guest })).data,
    ).toMatchObject({ viewer: { action: 'purchase', reason: 'GUEST_RESTRICTED' } });
    await server.fund(low.memberId, 10_000n);
    await buy(server, low.token, ids[0] ?? 0, '1');
    expect(
      (await server.call('GET', '/projects/detail', { id: ids[0] ?? 0 }, { token: low.token }))
        .data,
    ).toMatchObject({ viewer: { action: 'purchase', reason: null, ordersThisMonth: 1 } });
    expect(
      (await server.call('GET', '/projects/detail', { id: ids[1] ?? 0 }, { token: low.token }))
        .data,
    ).toMatchObject({ viewer: { action: null, reason: 'PROJECT_NOT_BEGUN' } });
  });

  it('answers NOT_FOUND for an unknown project and OPERATION_FAILED for a bad id', async () => {
    expect((await server.call('GET', '/projects/detail', { id: 999_999 })).msg).toBe('NOT_FOUND');
    expect((await server.call('GET', '/projects/detail', { id: 'abc' })).msg).toBe(
      'OPERATION_FAILED',
    );
  });
});

describe('fact sheet', () => {
  it('lists the certification facts', async () => {
    expect((await server.call('GET', '/projects/factsheet', { id: ids[0] ?? 0 })).data).toEqual({
      projectId: ids[0],
      name: 'Mangroves',
      type: 'blue_carbon',
      standards: ['Verra VCS', 'CCB Gold'],
      location: 'Central Kalimantan, Indonesia',
      developer: 'Green Peat Pte Ltd',
      documentUrl: 'https://example.org/borneo-factsheet.pdf',
      vintage: 2024,
      verificationAgency: 'SCS Global Services',
      monitoring: 'Satellite water-table monitoring, yearly field audit',
      creditType: 'Avoided emissions (VCU)',
    });
    expect((await server.call('GET', '/projects/factsheet', { id: 999_999 })).msg).toBe(
      'NOT_FOUND',
    );
  });
});

describe('project texts in Chinese', () => {
  const cn = {
    name: '柔佛红树林',
    location: '马来西亚 柔佛',
    introduction: '沿海岸重植红树林。',
    creditType: '清除（造林）',
  };

  it('are served to a reader who asks in Chinese: list, detail and fact sheet', async () => {
    const { id } = await createProject(server, {
      name: 'Johor Mangroves',
      type: 'blue_carbon',
      status: 'in_progress',
      translations: { cn },
    });
    const detail = (lang: string) =>
      server.call<Record<string, unknown>>('GET', '/projects/detail', { id, lang });
    expect((await detail('cn')).data).toMatchObject({
      name: cn.name,
      location: cn.location,
      // The type is a key in every language: the app names it.
      type: 'blue_carbon',
      introduction: cn.introduction,
      carbon: { creditType: cn.creditType },
    });
    expect((await detail('en')).data).toMatchObject({ name: 'Johor Mangroves' });
    // An unknown language reads in English.
    expect((await detail('fr')).data).toMatchObject({ name: 'Johor Mangroves' });

    const list = await server.call<{ items: { id: number; name: string }[] }>(
      'GET',
      '/projects/list',
      { page: 1, pageSize: 50, lang: 'cn' },
    );
    expect(list.data.items.find((item) => item.id === id)?.name).toBe(cn.name);
    const sheet = await server.call('GET', '/projects/factsheet', { id, lang: 'cn' });
    expect(sheet.data).toMatchObject({ name: cn.name, creditType: cn.creditType });
  });

  it('fall back to English, text by text, where none is given', async () => {
    const plain = await createProject(server, { name: 'Untranslated', status: 'in_progress' });
    const reply = await server.call('GET', '/projects/detail', { id: plain.id, lang: 'cn' });
    expect(reply.data).toMatchObject({ name: 'Untranslated' });
    const partial = await createProject(server, {
      name: 'Half translated',
      status: 'in_progress',
      translations: { cn: { ...cn, creditType: undefined } },
    });
    const half = await server.call<{ name: string; carbon: { creditType: string } }>(
      'GET',
      '/projects/detail',
      { id: partial.id, lang: 'cn' },
    );
    expect(half.data.name).toBe(cn.name);
    expect(half.data.carbon.creditType).not.toBe(cn.creditType);
  });

  it('are refused when a required one is missing, and nothing is stored', async () => {
    const before = await server.sql.value('SELECT COUNT(*) FROM projects');
    const reply = await server.call(
      'POST',
      '/admin/projects/create',
      { ...projectInput({ name: 'Broken' }), translations: { cn: { name: '残缺' } } },
      { admin: true },
    );
    expect(reply.code).not.toBe(0);
    expect(await server.sql.value('SELECT COUNT(*) FROM projects')).toBe(before);
  });
});
