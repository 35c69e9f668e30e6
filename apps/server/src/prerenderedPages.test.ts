import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openData } from './db/openData';
import { prerenderedPageFor, readPrerenderedPages } from './prerenderedPages';

const HASH = "'sha256-aZGS7bfKr+uu4MfY2AkohcOB84cY9Aq5fF6Y1O0UFXs='";

/** A built app with a prerendered start and login page, as `npm run build` writes it. */
function builtApp(manifest: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-prerendered-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><title>shell</title>',
  );
  mkdirSync(path.join(dir, 'pages'));
  writeFileSync(
    path.join(dir, 'pages', 'start.html'),
    '<!doctype html><html lang="en"><title>start</title>',
  );
  writeFileSync(path.join(dir, 'pages', 'login.html'), '<!doctype html><title>login</title>');
  writeFileSync(path.join(dir, 'pages', 'start.demo.html'), '<!doctype html><title>demo</title>');
  writeFileSync(path.join(dir, 'index.demo.html'), '<!doctype html><title>demo shell</title>');
  writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify(manifest));
  return dir;
}

describe('prerendered pages', () => {
  it('reads the pages and hashes, skipping what does not look right', () => {
    const dir = builtApp({
      pages: {
        '/': 'pages/start.html',
        '/pages/login/index': 'pages/login.html',
        '/missing': 'pages/missing.html',
        '/outside': '../../etc/passwd.html',
        '/not-html': 'config.json',
      },
      scriptHashes: [HASH, "'unsafe-inline'", 42],
    });
    const read = readPrerenderedPages(dir);
    expect([...read.pages.keys()]).toEqual(['/', '/pages/login/index']);
    expect(read.scriptHashes).toEqual([HASH]);
    expect(prerenderedPageFor(read.pages, '/pages/login/index/')).toBe(
      path.join('pages', 'login.html'),
    );
    expect(prerenderedPageFor(read.pages, '/pages/index/index')).toBeNull();
  });

  it('means none without a prerendered.json', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-plain-'));
    expect(readPrerenderedPages(dir)).toEqual({
      pages: new Map(),
      demoPages: new Map(),
      demoShell: null,
      scriptHashes: [],
      signedIn: null,
    });
  });

  describe('served', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const dir = builtApp({
        pages: { '/': 'pages/start.html', '/pages/login/index': 'pages/login.html' },
        scriptHashes: [HASH],
      });
      app = await buildApp(
        { staticDir: dir },
        { data: await openData({ dataDir: path.join(dir, 'data') }) },
      );
    });
    afterAll(() => app.close());

    it("sends a path's prerendered page, and the shell for the other routes", async () => {
      const titles: Record<string, string> = {
        '/': 'start',
        '/pages/login/index': 'login',
        '/pages/login/index?email=a%40b.sg': 'login',
        '/pages/index/index': 'shell',
      };
      for (const [url, title] of Object.entries(titles)) {
        const res = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<title>${title}</title>`);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    });

    it('sends each page in the colour scheme its cookie chose, if any', async () => {
      for (const [url, title] of [
        ['/', 'start'],
        ['/pages/index/index', 'shell'],
      ] as const) {
        const dark = await app.inject({
          url,
          headers: { accept: 'text/html', cookie: 'cm_lang=cn; cm_scheme=dark' },
        });
        expect(dark.statusCode, url).toBe(200);
        expect(dark.body, url).toContain(
          `<html data-color-scheme="dark" lang="en"><title>${title}</title>`,
        );
        expect(dark.headers['vary'], url).toMatch(/Cookie/);
        expect(dark.headers['cache-control'], url).toBe('no-cache');
        const light = await app.inject({
          url,
          headers: { accept: 'text/html', cookie: 'cm_scheme=light', 'accept-encoding': 'gzip' },
        });
        expect(light.headers['content-encoding'], url).toBe('gzip');
        expect(gunzipSync(light.rawPayload).toString('utf8'), url).toContain(
          '<html data-color-scheme="light" lang="en">',
        );
        for (const cookie of [undefined, 'cm_scheme=sepia']) {
          const device = await app.inject({
            url,
            headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
          });
          expect(device.body, `${url} ${cookie}`).toContain(`<html lang="en"><title>${title}`);
          expect(device.headers['vary'], url).toMatch(/Cookie/);
        }
      }
    });

    it("allows the pages' inline guard by its hash, and no other inline script", async () => {
      const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
      expect(scriptSrc).toBe(`'self' ${HASH}`);
    });
  });

  it('reads the demo shell only if it is an HTML file of the build', () => {
    const base = { pages: {}, scriptHashes: [] };
    const dir = builtApp({ ...base, demoShell: 'index.demo.html' });
    expect(readPrerenderedPages(dir).demoShell).toBe('index.demo.html');
    for (const demoShell of ['../index.html', 'missing.html', 'config.json', 7])
      expect(
        readPrerenderedPages(builtApp({ ...base, demoShell })).demoShell,
        String(demoShell),
      ).toBeNull();
  });

  it('sends the copies with the demo notice from a demo server, and its shell elsewhere', async () => {
    const dir = builtApp({
      pages: { '/': 'pages/start.html' },
      demoPages: { '/': 'pages/start.demo.html' },
      demoShell: 'index.demo.html',
      scriptHashes: [HASH],
    });
    const demo = await buildApp(
      { staticDir: dir, demo: true },
      { data: await openData({ dataDir: path.join(dir, 'data') }) },
    );
    try {
      const res = await demo.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(res.body).toContain('<title>demo</title>');
      const home = await demo.inject({
        url: '/pages/index/index',
        headers: { accept: 'text/html' },
      });
      expect(home.body).toContain('<title>demo shell</title>');
    } finally {
      await demo.close();
    }
  });
});
