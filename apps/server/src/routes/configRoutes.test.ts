import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BUSINESS_CONFIG } from '@carbonmarket/domain';
import { baseConfigWire, replySchema } from '@carbonmarket/domain/contract';
import { API_VERSION, buildApp } from '../app';
import { openData } from '../db/openData';

describe('GET /h5/api/login/baseconfig', () => {
  const now = new Date('2026-11-20T02:00:00.000Z');
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Carbon Market</title>');
    app = await buildApp(
      { staticDir: dir },
      { data: await openData({ dataDir: path.join(dir, 'data') }), clock: () => now },
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('answers the envelope with data that parses with the contract', async () => {
    const res = await fetch(`${base}/h5/api/login/baseconfig?lang=cn&t=1&v=`);
    expect(res.status).toBe(200);
    const reply = replySchema(baseConfigWire).parse(await res.json());
    expect(reply.code).toBe(0);
    expect(reply.time).toBe(now.toISOString());
    expect(reply.data?.version).toBe(API_VERSION);
    expect(reply.data?.limits).toEqual(DEFAULT_BUSINESS_CONFIG);
    expect(reply.data?.socket_host).toBe(`ws://${new URL(base).host}/h5/ws`);
  });

  it('lists every plan P1 to P5, monthly and annual, priced by the domain rule', async () => {
    const reply = replySchema(baseConfigWire).parse(
      await (await fetch(`${base}/h5/api/login/baseconfig`)).json(),
    );
    expect(reply.data?.plans).toHaveLength(10);
    const p3Annual = reply.data?.plans.find((p) => p.level === 'P3' && p.period === 'annual');
    expect(p3Annual?.price.toString()).toBe('396.00');
  });

  it('offers wss behind an https proxy', async () => {
    const reply = replySchema(baseConfigWire).parse(
      await (
        await fetch(`${base}/h5/api/login/baseconfig`, {
          headers: { 'x-forwarded-proto': 'https' },
        })
      ).json(),
    );
    expect(reply.data?.socket_host.startsWith('wss://')).toBe(true);
  });

  it('says demo: false when the server is not in demo mode', async () => {
    const reply = (await (await fetch(`${base}/h5/api/login/baseconfig`)).json()) as {
      data: Record<string, unknown>;
    };
    expect(reply.data['demo']).toBe(false);
  });
});

describe('GET /h5/api/login/baseconfig in demo mode', () => {
  it('says demo: true, so the app can tell the visitor that payments are simulated', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Carbon Market</title>');
    const app = await buildApp(
      { staticDir: dir, demo: true },
      { data: await openData({ dataDir: path.join(dir, 'data') }) },
    );
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const raw: unknown = await (await fetch(`${base}/h5/api/login/baseconfig`)).json();
      expect((raw as { data: Record<string, unknown> }).data['demo']).toBe(true);
      expect(replySchema(baseConfigWire).parse(raw).data?.demo).toBe(true);
    } finally {
      await app.close();
    }
  });
});
