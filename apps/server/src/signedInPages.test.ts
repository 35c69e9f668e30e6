import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Data } from './db/data';
import { openTestData } from './testing/testData';
import { newToken, tokenHash } from './auth/tokens';
import { PAGE_DRAWING_LIMITS } from './signedInPages';

/**
 * A renderer as the app's build writes it (`dist-server/serverRender.js`), reduced to what the
 * server relies on: it reads the API through the `fetch` it is given, with the session's token,
 * and draws Home only (a query `?fail` makes it throw).
 */
const FAKE_RENDERER = `
export async function renderSignedInPage(request) {
  if (request.pathname !== '/pages/index/index') return null;
  if (request.search === '?fail') throw new Error('the render failed');
  // The test holds these drawings until it lets them go.
  if (request.search === '?hold') await globalThis.cmHeldDrawings;
  const reply = await request.fetch('/h5/api/wallet/balances?lang=en', {
    headers: { Authorization: request.session.token },
  });
  const { code } = JSON.parse(await reply.text());
  return { routeModule: 'home', code, session: request.session, language: request.language, demo: request.demo };
}
export function signedInDocument(template, page, drawnFor) {
  return template.replace('<!--slot-->', JSON.stringify({ page, drawnFor }));
}
`;

/** A built app whose renderer draws signed-in pages into a template of its own. */
function builtApp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-signed-in-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(dir, 'renderer.mjs'), FAKE_RENDERER);
  writeFileSync(
    path.join(dir, 'prerendered.json'),
    JSON.stringify({
      pages: {},
      scriptHashes: [],
      signedIn: {
        renderer: 'renderer.mjs',
        templates: {
          home: {
            en: '<!doctype html><title>drawn</title><!--slot-->',
            cn: '<!doctype html><title>drawn</title><!--slot--><!--cn-->',
          },
        },
      },
    }),
  );
  return dir;
}

/** A signed-in member made in the database, with their session's token. */
async function memberWithSession(
  data: Data,
  { locked = false } = {},
): Promise<{ token: string; memberId: number }> {
  const at = new Date().toISOString();
  const { id: memberId } = await data
    .q()
    .insertInto('members')
    .values({
      visitor_type: 'personal',
      email: `drawn-${newToken().slice(0, 10)}@green.sg`,
      first_name: 'Lee',
      last_name: 'Wong',
      level: 'P0',
      risk: 0,
      locked: locked ? 1 : 0,
      is_answer: 1,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await data
    .q()
    .insertInto('sessions')
    .values({ token_hash: tokenHash(token), member_id: memberId, created_at: at })
    .execute();
  return { token, memberId };
}

interface Drawn {
  page: {
    code: number;
    session: { token: string; loginInfo: { mem_id: number } };
    language: string;
  };
  drawnFor: { pathname: string; search: string; memId: number; language: string; demo: boolean };
}

const drawnOf = (body: string): Drawn =>
  JSON.parse(body.replace('<!doctype html><title>drawn</title>', '')) as Drawn;

describe('pages drawn for a signed-in visitor', () => {
  let app: FastifyInstance;
  let data: Data;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const dir = builtApp();
    ({ data, drop } = await openTestData(path.join(dir, 'data')));
    app = await buildApp({ staticDir: dir }, { data });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const page = (url: string, cookie?: string, encoding?: string) =>
    app.inject({
      url,
      headers: {
        accept: 'text/html',
        ...(cookie ? { cookie } : {}),
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });

  it("draws the page with the cookie's member, reading the API through the server itself", async () => {
    const { token, memberId } = await memberWithSession(data);
    const res = await page('/pages/index/index/', `cm_session=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const { page: drawn, drawnFor } = drawnOf(res.body);
    expect(drawn.code).toBe(0);
    expect(drawn.session.token).toBe(token);
    expect(drawn.session.loginInfo.mem_id).toBe(memberId);
    expect(drawnFor).toEqual({
      pathname: '/pages/index/index',
      search: '',
      memId: memberId,
      language: 'en',
      demo: false,
    });
  });

  it("draws in the language cookie's language, into its template, compressed if accepted", async () => {
    const { token } = await memberWithSession(data);
    const res = await page('/pages/index/index', `cm_lang=cn; cm_session=${token}`, 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(body.endsWith('<!--cn-->')).toBe(true);
    expect(drawnOf(body.replace('<!--cn-->', '')).drawnFor.language).toBe('cn');
  });

  it('finds the page cookies among others, decoded, the first of a repeated one counting', async () => {
    const { token, memberId } = await memberWithSession(data);
    const res = await page(
      '/pages/index/index',
      `xcm_session=1; a=%20b; cm_lang=cn; cm_session=${encodeURIComponent(token)}; cm_session=x`,
    );
    const { drawnFor } = drawnOf(res.body.replace('<!--cn-->', ''));
    expect(drawnFor).toMatchObject({ memId: memberId, language: 'cn' });
  });

  it('sends the shell without a live session of an unlocked account', async () => {
    const locked = await memberWithSession(data, { locked: true });
    const revoked = await memberWithSession(data);
    await data
      .q()
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('member_id', '=', revoked.memberId)
      .execute();
    for (const cookie of [
      undefined,
      'cm_session=',
      'cm_session=not-a-token',
      'cm_session=%E0%A4%A',
      `cm_session=${locked.token}`,
      `cm_session=${revoked.token}`,
      // Only the page cookie names the visitor, not a cookie of another name.
      'token=x',
    ]) {
      const res = await page('/pages/index/index', cookie);
      expect(res.body, cookie).toBe('<!doctype html><title>shell</title>');
      expect(res.headers['cache-control'], cookie).toBe('no-cache');
    }
  });

  it('sends the shell for a page the renderer does not draw, or cannot', async () => {
    const { token } = await memberWithSession(data);
    for (const url of ['/pages/profile/setting', '/pages/index/index?fail']) {
      const res = await page(url, `cm_session=${token}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>shell</title>');
    }
  });
  it('sends the shell at once past the drawings it queues, so a flood never makes a visitor wait', async () => {
    const { token } = await memberWithSession(data);
    let letGo: () => void = () => undefined;
    (globalThis as { cmHeldDrawings?: Promise<void> }).cmHeldDrawings = new Promise<void>(
      (resolve) => {
        letGo = resolve;
      },
    );
    const held = PAGE_DRAWING_LIMITS.concurrent + PAGE_DRAWING_LIMITS.queued;
    const flood = Array.from({ length: held }, () =>
      page('/pages/index/index?hold', `cm_session=${token}`),
    );
    // Every turn and every place in the queue is taken: the next visitor gets the shell now.
    await vi.waitFor(
      () =>
        expect(app.pageDrawingLoad()).toEqual({
          running: PAGE_DRAWING_LIMITS.concurrent,
          waiting: PAGE_DRAWING_LIMITS.queued,
        }),
      { timeout: 20_000, interval: 20 },
    );
    const started = Date.now();
    const next = await page('/pages/index/index', `cm_session=${token}`);
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('<title>shell</title>');
    expect(Date.now() - started).toBeLessThan(1_000);

    letGo();
    const drawn = await Promise.all(flood);
    for (const res of drawn) expect(res.body).toContain('<title>drawn</title>');
    // With the turns free again, pages are drawn.
    const after = await page('/pages/index/index', `cm_session=${token}`);
    expect(after.body).toContain('<title>drawn</title>');
  });
});
