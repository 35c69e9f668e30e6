import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_STATUSES, LISTED_PROJECT_STATUSES } from '@carbonmarket/domain';
import { endpoints, replySchema } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { ledgerMismatches } from '../ledger/ledgerInvariant';
import { DEMO_LOGIN, seedDemoData } from './seed';
import { createDemoJobs, DEMO_DELAYS_MS } from './demoJobs';
import { startDemoScheduler } from './demoScheduler';
import { SEED_PROJECTS } from './seedProjects';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  expect(await seedDemoData(server.services)).toBe(true);
  const login = await server.call<{ token: string }>('POST', '/login/login', {
    visitorType: 'personal',
    email: DEMO_LOGIN.email,
    password: DEMO_LOGIN.password,
    agreed: true,
  });
  expect(login.code).toBe(0);
  token = login.data.token;
});
afterAll(() => server.close());

type Page<T> = { items: T[]; total: number };

describe('demo seed', () => {
  it('writes the catalogue once, with a project in every status', async () => {
    expect(await seedDemoData(server.services)).toBe(false);
    const list = await server.call<Page<{ status: string }>>('GET', '/projects/list', {
      pageSize: 50,
    });
    expect(list.data.total).toBeGreaterThanOrEqual(7);
    // Every status a member may see is listed; the one pending review is seeded but never listed.
    expect(new Set(list.data.items.map((p) => p.status))).toEqual(new Set(LISTED_PROJECT_STATUSES));
    expect(
      new Set(
        (await server.sql.all<Record<string, unknown>>('SELECT status FROM projects')).map(
          (row) => Object.values(row)[0] as string,
        ),
      ),
    ).toEqual(new Set(PROJECT_STATUSES));
  });

  it('serves every project with its registry, the ID and page there, and the UN goals it supports', async () => {
    const ids = (await server.sql.all<Record<string, unknown>>('SELECT id FROM projects')).map(
      (row) => Object.values(row)[0] as number,
    );
    expect(ids.length).toBe(SEED_PROJECTS.length);
    for (const id of ids) {
      const reply = replySchema(endpoints.projects.detail.response).parse(
        await server.call('GET', '/projects/detail', { id }),
      );
      expect(reply.data?.registration?.url, `project ${id}`).toMatch(/^https:\/\//);
      expect(reply.data?.sdgs.length, `project ${id}`).toBeGreaterThan(0);
      // Every carbon project serves climate action.
      expect(reply.data?.sdgs).toContain(13);
    }
  });

  it('serves every project in Chinese to a reader who asks in Chinese', async () => {
    const ids = (await server.sql.all<Record<string, unknown>>('SELECT id FROM projects')).map(
      (row) => Object.values(row)[0] as number,
    );
    for (const id of ids) {
      const read = async (lang: string) =>
        replySchema(endpoints.projects.detail.response).parse(
          await server.call('GET', '/projects/detail', { id, lang }),
        ).data;
      const [en, cn] = await Promise.all([read('en'), read('cn')]);
      for (const text of ['name', 'location', 'introduction'] as const) {
        expect(cn?.[text], `project ${id} ${text}`).not.toBe(en?.[text]);
        expect(cn?.[text], `project ${id} ${text}`).toMatch(/[\u4e00-\u9fff]/);
      }
      // The type is a key the app names in each language.
      expect(cn?.type, `project ${id} type`).toBe(en?.type);
    }
  });

  it('offers projects of many types, each found by the type filter', async () => {
    const list = await server.call<Page<{ type: string }>>('GET', '/projects/list', {
      pageSize: 50,
    });
    const types = new Set(list.data.items.map((p) => p.type));
    expect(types).toEqual(
      new Set(SEED_PROJECTS.filter((p) => p.status !== 'pending_review').map((p) => p.type)),
    );
    expect(types.size).toBeGreaterThanOrEqual(7);
    for (const type of types) {
      const filtered = await server.call<Page<{ type: string }>>('GET', '/projects/list', {
        pageSize: 50,
        type,
      });
      expect(filtered.data.items.length, type).toBeGreaterThan(0);
      expect(new Set(filtered.data.items.map((p) => p.type))).toEqual(new Set([type]));
    }
  });

  it('pictures every project with drawn art the app ships (no remote address)', () => {
    const publicDir = fileURLToPath(new URL('../../../reference/public', import.meta.url));
    for (const project of SEED_PROJECTS) {
      const url = project.imageUrl ?? '';
      expect(url, project.name).toMatch(/^\/demo\/projects\/[a-z-]+\.svg$/);
      const file = path.join(publicDir, url);
      expect(existsSync(file), url).toBe(true);
      expect(readFileSync(file, 'utf8'), url).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
      );
    }
  });

  it('gives the demo member money, credits, a booking and an order awaiting final payment', async () => {
    const balances = await server.call<{ available: string; credits: { normal: string } }>(
      'GET',
      '/wallet/balances',
      {},
      { token },
    );
    expect(balances.data.credits.normal).toBe('37');
    expect(Number(balances.data.available)).toBeGreaterThan(0);
    const orders = await server.call<Page<{ status: string; kind: string }>>(
      'GET',
      '/orders/list',
      {},
      { token },
    );
    expect(orders.data.items.map((o) => o.status).sort()).toEqual([
      'applying',
      'completed',
      'completed',
      'pending_final_payment',
    ]);
    const unread = await server.call<{ count: number }>(
      'GET',
      '/notification/unread',
      {},
      { token },
    );
    expect(unread.code).toBe(0);
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });
});

describe('demo scheduler jobs', () => {
  it('confirm a top-up after its delay, and give a presale its final price only after a new booking', async () => {
    const jobs = createDemoJobs(server.services);
    const scheduler = startDemoScheduler(jobs, {
      clock: server.now,
      intervalMs: 3_600_000,
      log: () => undefined,
    });
    const topUp = await server.call<{ id: number }>(
      'POST',
      '/wallet/topup',
      { amount: '100' },
      { token, key: true },
    );
    expect(topUp.code).toBe(0);
    await scheduler.runOnce();
    const pending = await server.call<{ status: string }>(
      'GET',
      '/wallet/topup',
      { id: topUp.data.id },
      { token },
    );
    expect(pending.data.status).toBe('pending');
    server.advance(DEMO_DELAYS_MS.confirmTopUp);
    await scheduler.runOnce();
    const confirmed = await server.call<{ status: string }>(
      'GET',
      '/wallet/topup',
      { id: topUp.data.id },
      { token },
    );
    expect(confirmed.data.status).toBe('confirmed');

    // The seeded presale still taking bookings gets its final price only after a new booking.
    const presales = await server.call<Page<{ id: number; name: string }>>(
      'GET',
      '/projects/list',
      {
        status: 'presale',
      },
    );
    const luzon = presales.data.items.find((p) => p.name === 'Luzon Solar Villages');
    expect(luzon).toBeDefined();
    server.advance(DEMO_DELAYS_MS.setPresaleFinal);
    await scheduler.runOnce();
    const stillPresale = await server.call<{ status: string }>('GET', '/projects/detail', {
      id: luzon?.id,
    });
    expect(stillPresale.data.status).toBe('presale');
    const booked = await server.call(
      'POST',
      '/orders/book',
      { projectId: luzon?.id, quantity: '10', agreed: true },
      { token, key: true },
    );
    expect(booked.code).toBe(0);
    server.advance(DEMO_DELAYS_MS.setPresaleFinal);
    await scheduler.runOnce();
    const finalSet = await server.call<{ status: string }>('GET', '/projects/detail', {
      id: luzon?.id,
    });
    expect(finalSet.data.status).toBe('reservation_waiting');
    await scheduler.stop();
    expect(await ledgerMismatches(server.data.q())).toEqual([]);
  });
});
