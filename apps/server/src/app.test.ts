import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openData } from './db/openData';
import { readConfig } from './config';

describe('product server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Carbon Market</title>');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    // The build's compressed copies of an asset (contents stand in for the real encodings).
    writeFileSync(path.join(dir, 'assets', 'big-3c4d.js'), 'plain');
    writeFileSync(path.join(dir, 'assets', 'big-3c4d.js.br'), 'brotli');
    writeFileSync(path.join(dir, 'assets', 'big-3c4d.js.gz'), 'gzip');
    writeFileSync(path.join(dir, 'config.json'), '{}');
    mkdirSync(path.join(dir, 'console', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'console', 'index.html'), '<!doctype html><title>Console</title>');
    writeFileSync(path.join(dir, 'console', 'assets', 'console-5e6f.js'), 'console.log(2)');
    app = await buildApp(
      { staticDir: dir },
      { data: await openData({ dataDir: path.join(dir, 'data') }) },
    );
  });
  afterAll(() => app.close());

  it('serves the app shell on history-mode routes', async () => {
    for (const url of ['/', '/pages/index/index', '/pages/profile/index?tab=1']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Carbon Market</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves the console's own shell under /console, whatever cookie comes, and its assets", async () => {
    for (const url of ['/console', '/console/', '/console/signin', '/console/enrol']) {
      const res = await app.inject({
        url,
        headers: { accept: 'text/html', cookie: 'cm_session=abc; cm_lang=cn' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Console</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    // A member's address is never the console's, nor the console's a member's.
    const member = await app.inject({ url: '/consoles', headers: { accept: 'text/html' } });
    expect(member.body).toContain('<title>Carbon Market</title>');
    const asset = await app.inject({ url: '/console/assets/console-5e6f.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({
      url: '/console/assets/gone-0000.js',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves hashed assets with a long cache and files beside index.html', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/config.json' })).statusCode).toBe(200);
  });

  it("sends an asset's compressed copy to browsers that accept it, the plain file otherwise", async () => {
    const fetchWith = (encoding: string | undefined) =>
      app.inject({
        url: '/assets/big-3c4d.js',
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const br = await fetchWith('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await fetchWith('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip');
    const plain = await fetchWith(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('plain');
    // Without a compressed copy, the plain file goes out whatever the browser accepts.
    const uncompressed = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(uncompressed.statusCode).toBe(200);
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body).toBe('console.log(1)');
  });

  it('answers 404 for missing files and the NOT_FOUND envelope for unknown API paths, not the shell', async () => {
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/h5/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(200);
    expect(api.body).not.toContain('<title>');
    expect(api.json()).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
    expect((await app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
  });

  it('refuses path traversal', async () => {
    const res = await app.inject({
      url: '/..%2f..%2fetc%2fpasswd',
      headers: { accept: 'text/html' },
    });
    expect(res.body).not.toContain('root:');
  });

  it('sends a strict content security policy without inline script', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('readConfig', () => {
  it('defaults to port 8080 and rejects a bad PORT', () => {
    expect(readConfig({}).port).toBe(8080);
    expect(readConfig({}).dataDir).toBe(path.resolve('./data'));
    expect(readConfig({ DATA_DIR: '/tmp/cm' }).dataDir).toBe('/tmp/cm');
    expect(readConfig({ PORT: '9000' }).port).toBe(9000);
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(readConfig({}).adminKey).toBeUndefined();
    expect(readConfig({ ADMIN_KEY: 'k'.repeat(16) }).adminKey).toBe('k'.repeat(16));
    expect(() => readConfig({ ADMIN_KEY: 'short' })).toThrow(/ADMIN_KEY/);
    expect(readConfig({}).demoScheduler).toBe(true);
    expect(readConfig({ DEMO_SCHEDULER: 'off' }).demoScheduler).toBe(false);
  });
});
