import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replySchema, endpoints } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title: { en: title, cn: `${title}（中文）` },
  summary: { en: `${title} in short`, cn: `${title} 摘要` },
  body: { en: `<p>${title} body</p>`, cn: `<p>${title} 正文</p>` },
  ...extra,
});

const publish = async (body: Record<string, unknown>) => {
  const reply = await server.call<{ id: number }>('POST', '/admin/news/publish', body, {
    admin: true,
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data.id;
};

describe('GET /news/list', () => {
  it('lists the seeded posts to anyone, newest first, in the language asked for', async () => {
    const reply = await server.call('GET', '/news/list');
    const page =
      replySchema(endpoints.news.list.response).parse(reply).data ?? expect.unreachable();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 3, hasMore: false });
    expect(page.items.map((item) => item.title)).toEqual([
      'Presale projects explained',
      'What is a carbon credit?',
      'Welcome to Carbon Market',
    ]);
    expect(page.items[0]).toMatchObject({ imageUrl: null });
    expect(page.items[0]?.publishedAt).toBeInstanceOf(Date);
    const cn = await server.call<{ items: { title: string }[] }>('GET', '/news/list', {
      lang: 'cn',
    });
    expect(cn.data.items[0]?.title).toBe('预售项目说明');
  });

  it('pages newest first and hides posts dated in the future until their time', async () => {
    const older = await publish(post('Older', { publishedAt: '2026-11-19T02:00:00.000Z' }));
    const newer = await publish(post('Newer', { imageUrl: 'https://cdn.green.sg/n.png' }));
    const later = await publish(post('Later', { publishedAt: '2026-11-21T02:00:00.000Z' }));

    const first = await server.call<{
      items: { id: number; imageUrl: string | null }[];
      hasMore: boolean;
      total: number;
    }>('GET', '/news/list', { page: 1, pageSize: 2 });
    expect(first.data.items.map((item) => item.id)).toEqual([newer, older]);
    expect(first.data.items[0]?.imageUrl).toBe('https://cdn.green.sg/n.png');
    expect(first.data).toMatchObject({ total: 5, hasMore: true });
    const third = await server.call<{ items: unknown[]; hasMore: boolean }>('GET', '/news/list', {
      page: 3,
      pageSize: 2,
    });
    expect(third.data).toMatchObject({ hasMore: false });
    expect(third.data.items).toHaveLength(1);

    expect(await server.call('GET', '/news/detail', { id: later })).toMatchObject({
      code: 1,
      msg: 'NOT_FOUND',
    });
    server.setNow('2026-11-21T02:00:00.000Z');
    const now = await server.call<{ items: { id: number }[] }>('GET', '/news/list');
    expect(now.data.items[0]?.id).toBe(later);
    expect((await server.call('GET', '/news/detail', { id: later })).code).toBe(0);
  });
});

describe('GET /news/detail', () => {
  it('answers the post with its body in the language asked for', async () => {
    const id = await publish(post('Detail'));
    const reply = await server.call('GET', '/news/detail', { id, lang: 'cn' });
    expect(replySchema(endpoints.news.detail.response).parse(reply).data).toMatchObject({
      id,
      title: 'Detail（中文）',
      summary: 'Detail 摘要',
      body: '<p>Detail 正文</p>',
    });
    const guest = await server.guest();
    expect((await server.call('GET', '/news/detail', { id }, { token: guest })).code).toBe(0);
  });

  it('comes back clean for a post published with scripts, handlers and javascript: links', async () => {
    const hostile =
      '<p>Hello<script>alert(document.cookie)</script></p>' +
      '<img src="x.png" onerror="alert(1)">' +
      '<a href="javascript:alert(2)">click</a>' +
      '<a href="https://green.sg" onclick="steal()">site</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
    const id = await publish(post('Hostile', { body: { en: hostile, cn: hostile } }));
    for (const lang of ['en', 'cn']) {
      const { data } = await server.call<{ body: string }>('GET', '/news/detail', { id, lang });
      expect(data.body).toBe(
        '<p>Hello</p><img src="x.png" />' +
          '<a rel="noopener noreferrer">click</a>' +
          '<a href="https://green.sg" rel="noopener noreferrer">site</a>',
      );
      expect(data.body).not.toMatch(/script|onerror|onclick|javascript:|iframe|style/i);
    }
  });

  it('refuses an id that does not exist with NOT_FOUND', async () => {
    expect(await server.call('GET', '/news/detail', { id: 999_999 })).toMatchObject({
      code: 1,
      msg: 'NOT_FOUND',
    });
  });
});
