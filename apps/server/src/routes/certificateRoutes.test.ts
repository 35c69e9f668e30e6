import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { buy, createProject, quickMember } from '../testing/marketFixtures';
import { retire } from '../testing/retirementFixtures';
import type { RetirementReply } from '../testing/retirementFixtures';
import { certificateLang } from './certificateRoutes';

let server: TestServer;
let retirement: RetirementReply;
let named: RetirementReply;
beforeAll(async () => {
  server = await startTestServer({ throttle: { certificate: { limit: 1000, windowMs: 60_000 } } });
  const project = await createProject(server, {
    unitPrice: '10',
    registration: { registry: 'verra', registryId: '1748' },
    translations: {
      cn: { name: '婆罗洲泥炭地复湿', location: '印度尼西亚', introduction: '保持泥炭湿润。' },
    },
  });
  const m = await quickMember(server);
  await server.fund(m.memberId, 100_000n);
  await buy(server, m.token, project.id, '10');
  retirement = (await retire(server, m.token, { projectId: project.id, quantity: '3' })).data
    .retirement;
  named = (
    await retire(server, m.token, {
      projectId: project.id,
      quantity: '2',
      beneficiary: '<script>alert("x")</script> & Co',
      reason: 'Team offsite',
    })
  ).data.retirement;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${path}`, { headers: { accept: 'text/html', ...headers } });

describe('the public verification page', () => {
  it('shows the certificate to anyone, without signing in, with its QR code', async () => {
    const res = await get(retirement.verificationPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    for (const shown of [
      'Certificate of carbon credit retirement',
      'Borneo Peatland Rewetting',
      '3 t',
      '2024',
      'Verra VCS, CCB Gold',
      'Verra 1748',
      retirement.serials.text,
      'Lee Wong',
      'Our flights of 2026',
      '20 November 2026',
      retirement.certificateId,
    ])
      expect(html, shown).toContain(shown);
    expect(html).toContain('<svg');
    expect(html).toContain(`href="${retirement.pdfPath}?lang=en"`);
    // Nothing of the account beyond the certificate: no email, no member or row id, no number.
    expect(html).not.toMatch(/@green\.sg/);
    expect(html).not.toContain(retirement.retirementNo);
    expect(html).not.toContain('<script');
  });

  it('carries the security headers of every page, keeps out of search engines and referrers', async () => {
    const res = await get(retirement.verificationPath);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('permissions-policy')).toBeTruthy();
  });

  it('escapes what the member typed', async () => {
    const html = await (await get(named.verificationPath)).text();
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('<script>alert');
  });

  it('speaks Chinese when asked by the address or by the browser', async () => {
    for (const html of [
      await (await get(`${retirement.verificationPath}?lang=cn`)).text(),
      await (
        await get(retirement.verificationPath, { 'accept-language': 'zh-CN,zh;q=0.9' })
      ).text(),
    ]) {
      expect(html).toContain('<html lang="zh-Hans">');
      expect(html).toContain('碳信用注销证书');
      expect(html).toContain('婆罗洲泥炭地复湿');
      expect(html).toContain('3 吨');
      expect(html).toContain('2026年11月20日');
      expect(html).toContain(retirement.serials.text);
      // The issuer is the app's Chinese name, never the English one inside a Chinese sentence.
      expect(html).toContain('本证书已在碳交易市场登记。');
      expect(html).not.toContain('Carbon Market');
    }
    const english = await (
      await get(`${retirement.verificationPath}?lang=en`, { 'accept-language': 'zh-CN' })
    ).text();
    expect(english).toContain('Certificate of carbon credit retirement');
    expect(english).toContain('This certificate is on record with Carbon Market.');
  });

  it('answers a 404 page for an address that names no certificate, never the app or a 5xx', async () => {
    for (const path of [
      '/certificate/abcdefghijklmnopqrstuvwxyz',
      '/certificate/abcdefghijklmnopqrstuvwxyz.pdf',
      `/certificate/${retirement.id}`,
      `/certificate/${retirement.retirementNo}`,
      `/certificate/${retirement.certificateId.toUpperCase()}`,
      `/certificate/${'a'.repeat(5000)}`,
      '/certificate/..%2F..%2Findex.html',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body, path).not.toContain('<title>Carbon Market</title>');
    }
    // An address that is not even well encoded is the framework's bad request.
    expect((await get('/certificate/%E0%A4%A')).status).toBe(400);
    const html = await (await get('/certificate/abcdefghijklmnopqrstuvwxyz?lang=cn')).text();
    expect(html).toContain('未找到证书');
    for (const path of ['/certificate/', '/certificate/a/b']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<title>Carbon Market</title>');
    }
  });

  it('serves HEAD too', async () => {
    const res = await fetch(`${server.base}${retirement.verificationPath}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
  });
});

describe('requests per address', () => {
  it('are limited: past the limit the address waits for the window', async () => {
    const local = await startTestServer({
      throttle: { certificate: { limit: 3, windowMs: 60_000 } },
    });
    try {
      const path = '/certificate/abcdefghijklmnopqrstuvwxyz';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await fetch(`${local.base}${path}`)).status);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      local.advance(60_001);
      expect((await fetch(`${local.base}${path}`)).status).toBe(404);
    } finally {
      await local.close();
    }
  });
});

describe('certificateLang', () => {
  it('takes the address first, then the browser’s languages by weight, else English', () => {
    expect(certificateLang('cn', 'en')).toBe('cn');
    expect(certificateLang('en', 'zh')).toBe('en');
    expect(certificateLang(undefined, 'zh-TW, en;q=0.8')).toBe('cn');
    expect(certificateLang(undefined, 'fr, en;q=0.5, zh;q=0.9')).toBe('cn');
    expect(certificateLang(undefined, 'fr, de')).toBe('en');
    expect(certificateLang('xx', 'zh;q=0')).toBe('en');
    expect(certificateLang(undefined, undefined)).toBe('en');
  });
});
