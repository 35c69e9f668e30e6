import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { openSocket } from '../testing/socketClient';
import { enrolOperator } from '../testing/testOperators';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const news = {
  title: { en: 'Forest news', cn: '森林新闻' },
  summary: { en: 'Short', cn: '摘要' },
  body: { en: '<p>Body</p>', cn: '<p>正文</p>' },
};
const note = (memberId: unknown) => ({
  memberId,
  title: { en: 'Hello', cn: '你好' },
  body: { en: 'Welcome', cn: '欢迎' },
});

describe('POST /admin/news/publish', () => {
  it('publishes with both languages and an image, sanitised', async () => {
    const reply = await server.call<{ id: number }>(
      'POST',
      '/admin/news/publish',
      {
        ...news,
        body: { en: '<p onclick="x()">Body</p><script>x()</script>', cn: '<p>正文</p>' },
        imageUrl: '/images/forest.png',
      },
      { admin: true },
    );
    expect(reply.code).toBe(0);
    const row = await server.sql.get(
      'SELECT title_cn, body_en, image_url FROM news WHERE id = ?',
      reply.data.id,
    );
    expect(row).toEqual({
      title_cn: '森林新闻',
      body_en: '<p>Body</p>',
      image_url: '/images/forest.png',
    });
    // An empty image URL means none.
    const plain = await server.call<{ id: number }>(
      'POST',
      '/admin/news/publish',
      { ...news, imageUrl: '' },
      { admin: true },
    );
    expect(
      await server.sql.value('SELECT image_url FROM news WHERE id = ?', plain.data.id),
    ).toBeNull();
  });

  it('stores titles and summaries as plain text: tags stripped, their text kept', async () => {
    const reply = await server.call<{ id: number }>(
      'POST',
      '/admin/news/publish',
      {
        ...news,
        title: {
          en: '<b>Forest</b> news<script>alert(1)</script>',
          cn: '森林<img src=x onerror=alert(1)>新闻',
        },
        summary: { en: 'Short <a href="javascript:x()">read</a>', cn: '&lt;i&gt;摘要&lt;/i&gt;' },
      },
      { admin: true },
    );
    expect(reply.code, reply.msg).toBe(0);
    expect(
      await server.sql.get(
        'SELECT title_en, title_cn, summary_en, summary_cn FROM news WHERE id = ?',
        reply.data.id,
      ),
    ).toEqual({
      title_en: 'Forest news',
      title_cn: '森林新闻',
      summary_en: 'Short read',
      summary_cn: '摘要',
    });
    const listed = await server.call<{ items: { id: number; title: string; summary: string }[] }>(
      'GET',
      '/news/list',
      { lang: 'en' },
    );
    expect(listed.data.items).toContainEqual(
      expect.objectContaining({ id: reply.data.id, title: 'Forest news', summary: 'Short read' }),
    );
  });

  it('refuses a title or summary that is nothing but tags with REQUIRED, storing nothing', async () => {
    const count = async () => await server.sql.value('SELECT COUNT(*) FROM news');
    const before = await count();
    expect(
      await server.call(
        'POST',
        '/admin/news/publish',
        { ...news, title: { en: '<b></b><script>x</script>', cn: '标题' } },
        { admin: true },
      ),
    ).toMatchObject({ code: 1, msg: 'REQUIRED', data: { fields: { 'title.en': 'REQUIRED' } } });
    expect(
      await server.call(
        'POST',
        '/admin/news/publish',
        { ...news, summary: { en: 'Short', cn: '<br>' } },
        { admin: true },
      ),
    ).toMatchObject({ code: 1, msg: 'REQUIRED', data: { fields: { 'summary.cn': 'REQUIRED' } } });
    expect(await count()).toBe(before);
  });

  it('refuses control and text-direction characters with TEXT_CHARACTERS_INVALID', async () => {
    expect(
      await server.call(
        'POST',
        '/admin/news/publish',
        { ...news, title: { en: 'Forest\u202Eswen', cn: '森林新闻' } },
        { admin: true },
      ),
    ).toMatchObject({
      code: 1,
      msg: 'TEXT_CHARACTERS_INVALID',
      data: { fields: { 'title.en': 'TEXT_CHARACTERS_INVALID' } },
    });
    // Written as entities, they would appear once the text is read: refused all the same.
    const count = async () => await server.sql.value('SELECT COUNT(*) FROM news');
    const before = await count();
    expect(
      await server.call(
        'POST',
        '/admin/news/publish',
        {
          ...news,
          title: { en: 'Forest &#x202E;swen', cn: '森林新闻' },
          summary: { en: 'Short', cn: '摘要&#7;' },
          body: { en: '<p>Body &#x2066;x&#x2069;</p>', cn: '<p>正文</p>' },
        },
        { admin: true },
      ),
    ).toMatchObject({
      code: 1,
      msg: 'TEXT_CHARACTERS_INVALID',
      data: {
        fields: {
          'title.en': 'TEXT_CHARACTERS_INVALID',
          'summary.cn': 'TEXT_CHARACTERS_INVALID',
          'body.en': 'TEXT_CHARACTERS_INVALID',
        },
      },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a missing language with REQUIRED, long text with TEXT_TOO_LONG, a bad image with URL_INVALID', async () => {
    const count = async () => await server.sql.value('SELECT COUNT(*) FROM news');
    const before = await count();
    expect(
      await server.call(
        'POST',
        '/admin/news/publish',
        { ...news, title: { en: 'Only English' } },
        { admin: true },
      ),
    ).toMatchObject({ code: 1, msg: 'REQUIRED', data: { fields: { 'title.cn': 'REQUIRED' } } });
    expect(
      await server.call(
        'POST',
        '/admin/news/publish',
        { ...news, summary: undefined },
        { admin: true },
      ),
    ).toMatchObject({ code: 1, msg: 'REQUIRED' });
    expect(
      await server.call(
        'POST',
        '/admin/news/publish',
        { ...news, title: { en: 'x'.repeat(141), cn: '标题' } },
        { admin: true },
      ),
    ).toMatchObject({
      code: 1,
      msg: 'TEXT_TOO_LONG',
      data: { fields: { 'title.en': 'TEXT_TOO_LONG' } },
    });
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.example/a.png',
    ])
      expect(
        await server.call('POST', '/admin/news/publish', { ...news, imageUrl }, { admin: true }),
      ).toMatchObject({
        code: 1,
        msg: 'URL_INVALID',
        data: { fields: { imageUrl: 'URL_INVALID' } },
      });
    expect(await count()).toBe(before);
  });

  it('refuses anyone without the admin key', async () => {
    const ana = await server.registerMember();
    for (const options of [{}, { token: ana.token }])
      expect(await server.call('POST', '/admin/news/publish', news, options)).toMatchObject({
        code: 1,
        msg: 'ADMIN_ACCESS_DENIED',
      });
  });
});

describe('POST /admin/news/preview', () => {
  const draft = {
    title: { en: '<b>Forest</b> news<script>alert(1)</script>', cn: '森林新闻' },
    summary: { en: 'Short <i>read</i>', cn: '摘要' },
    body: {
      en: '<h1>Peat</h1><p onclick="x()">Body</p><script>x()</script><a href="javascript:x()">go</a>',
      cn: '<p>正文</p><iframe src="https://evil.example"></iframe>',
    },
    imageUrl: '/images/forest.png',
  };

  it('answers the texts publishing would store, storing nothing and writing no audit entry', async () => {
    const operator = await enrolOperator(server, { email: 'preview@console.sg', name: 'Ana Lim' });
    const news = async () => Number(await server.sql.value('SELECT COUNT(*) FROM news'));
    const entries = async () => Number(await server.sql.value('SELECT COUNT(*) FROM audit_events'));
    const [newsBefore, entriesBefore] = [await news(), await entries()];
    const preview = await server.call<Record<string, unknown>>(
      'POST',
      '/admin/news/preview',
      draft,
      { token: operator.token },
    );
    expect(preview.code, preview.msg).toBe(0);
    expect(preview.data).toEqual({
      title: { en: 'Forest news', cn: '森林新闻' },
      summary: { en: 'Short read', cn: '摘要' },
      body: {
        en: '<h2>Peat</h2><p>Body</p><a rel="noopener noreferrer">go</a>',
        cn: '<p>正文</p>',
      },
    });
    expect(await news()).toBe(newsBefore);
    expect(await entries()).toBe(entriesBefore);

    // Publishing the same draft stores exactly what the preview showed, and that is audited.
    const published = await server.call<{ id: number }>('POST', '/admin/news/publish', draft, {
      token: operator.token,
    });
    expect(published.code).toBe(0);
    expect(
      await server.sql.get(
        'SELECT title_en, title_cn, summary_en, summary_cn, body_en, body_cn FROM news WHERE id = ?',
        published.data.id,
      ),
    ).toEqual({
      title_en: 'Forest news',
      title_cn: '森林新闻',
      summary_en: 'Short read',
      summary_cn: '摘要',
      body_en: '<h2>Peat</h2><p>Body</p><a rel="noopener noreferrer">go</a>',
      body_cn: '<p>正文</p>',
    });
    expect(await entries()).toBe(entriesBefore + 1);
    expect(await server.sql.value('SELECT action FROM audit_events ORDER BY id DESC LIMIT 1')).toBe(
      'admin.publishNews',
    );
  });

  it('refuses what publishing refuses, with the same codes on the same fields', async () => {
    const entries = async () => Number(await server.sql.value('SELECT COUNT(*) FROM audit_events'));
    const before = await entries();
    expect(
      await server.call(
        'POST',
        '/admin/news/preview',
        { ...draft, title: { en: '<script>x</script>', cn: '标题' } },
        { admin: true },
      ),
    ).toMatchObject({ code: 1, msg: 'REQUIRED', data: { fields: { 'title.en': 'REQUIRED' } } });
    expect(
      await server.call(
        'POST',
        '/admin/news/preview',
        { ...draft, imageUrl: 'javascript:alert(1)' },
        { admin: true },
      ),
    ).toMatchObject({ code: 1, msg: 'URL_INVALID', data: { fields: { imageUrl: 'URL_INVALID' } } });
    expect(await entries()).toBe(before);
  });

  it('refuses anyone who is not of the staff', async () => {
    const ana = await server.registerMember();
    for (const options of [{}, { token: ana.token }])
      expect(await server.call('POST', '/admin/news/preview', draft, options)).toMatchObject({
        code: 1,
        msg: 'ADMIN_ACCESS_DENIED',
      });
  });
});

describe('DELETE /admin/news/delete', () => {
  it('deletes a post, then answers NOT_FOUND', async () => {
    const { data } = await server.call<{ id: number }>('POST', '/admin/news/publish', news, {
      admin: true,
    });
    expect(
      await server.call('DELETE', '/admin/news/delete', { id: data.id }, { admin: true }),
    ).toMatchObject({ code: 0, data: {} });
    expect(await server.call('GET', '/news/detail', { id: data.id })).toMatchObject({
      msg: 'NOT_FOUND',
    });
    expect(
      await server.call('DELETE', '/admin/news/delete', { id: data.id }, { admin: true }),
    ).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
  });
});

describe('POST /admin/notification/publish', () => {
  it('sends to one member or to all', async () => {
    server.advance(10 * 60_000 + 1);
    const bo = await server.registerMember();
    const one = await server.call<{ id: number }>(
      'POST',
      '/admin/notification/publish',
      note(bo.memberId),
      {
        admin: true,
      },
    );
    expect(one.code).toBe(0);
    const all = await server.call<{ id: number }>(
      'POST',
      '/admin/notification/publish',
      note('all'),
      {
        admin: true,
      },
    );
    expect(all.code).toBe(0);
    expect(
      (
        await server.sql.all<Record<string, unknown>>(
          'SELECT member_id FROM notifications WHERE id IN (?, ?) ORDER BY id',
          one.data.id,
          all.data.id,
        )
      ).map((row) => Object.values(row)[0]),
    ).toEqual([bo.memberId, null]);
  });

  it('stores and returns plain text: markup read as text, scripts dropped, a body of only markup refused', async () => {
    server.advance(10 * 60_000 + 1);
    const di = await server.registerMember();
    const sent = await server.call<{ id: number }>(
      'POST',
      '/admin/notification/publish',
      {
        memberId: di.memberId,
        title: { en: '<b>Top-up</b> confirmed', cn: '充值<script>alert(1)</script>已确认' },
        body: {
          en: 'See <a href="javascript:alert(1)">your wallet</a><img src=x onerror=alert(1)>',
          cn: '<p>查看钱包</p>',
        },
      },
      { admin: true },
    );
    expect(sent.code).toBe(0);
    const list = await server.call<{ items: { title: string; body: string }[] }>(
      'GET',
      '/notification/list',
      {},
      { token: di.token },
    );
    expect(list.data.items[0]).toMatchObject({
      title: 'Top-up confirmed',
      body: 'See your wallet',
    });
    expect(
      await server.sql.get(
        'SELECT title_cn, body_cn FROM notifications WHERE id = ?',
        sent.data.id,
      ),
    ).toEqual({ title_cn: '充值已确认', body_cn: '查看钱包' });

    const before = await server.sql.value('SELECT count(*) AS n FROM notifications');
    expect(
      await server.call(
        'POST',
        '/admin/notification/publish',
        { ...note(di.memberId), body: { en: '<script>alert(1)</script>', cn: '正文' } },
        { admin: true },
      ),
    ).toMatchObject({ code: 1, msg: 'REQUIRED', data: { fields: { 'body.en': 'REQUIRED' } } });
    expect(await server.sql.value('SELECT count(*) AS n FROM notifications')).toBe(before);
  });

  it('refuses an unknown member or a guest with NOT_FOUND and missing parts with REQUIRED', async () => {
    expect(
      await server.call('POST', '/admin/notification/publish', note(999_999), { admin: true }),
    ).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
    await server.guest();
    const guestId = await server.sql.value(
      "SELECT MAX(id) FROM members WHERE visitor_type = 'guest'",
    );
    expect(
      await server.call('POST', '/admin/notification/publish', note(guestId), { admin: true }),
    ).toMatchObject({ code: 1, msg: 'NOT_FOUND' });
    expect(
      await server.call('POST', '/admin/notification/publish', note(undefined), { admin: true }),
    ).toMatchObject({ code: 1, msg: 'REQUIRED', data: { fields: { memberId: 'REQUIRED' } } });
    expect(
      await server.call(
        'POST',
        '/admin/notification/publish',
        { ...note('all'), body: { en: 'x'.repeat(2001), cn: '正文' } },
        { admin: true },
      ),
    ).toMatchObject({ code: 1, msg: 'TEXT_TOO_LONG' });
    expect(await server.call('POST', '/admin/notification/publish', note('all'))).toMatchObject({
      code: 1,
      msg: 'ADMIN_ACCESS_DENIED',
    });
  });
});

describe('GET /admin/socket/status', () => {
  it('counts the open sockets of a member', async () => {
    server.advance(10 * 60_000 + 1);
    const cy = await server.registerMember();
    const status = () =>
      server.call<{ memberId: number; open: number }>(
        'GET',
        '/admin/socket/status',
        { memberId: cy.memberId },
        { admin: true },
      );
    expect((await status()).data).toEqual({ memberId: cy.memberId, open: 0 });
    const a = openSocket(server.base, { memId: cy.memberId, token: cy.token });
    const b = openSocket(server.base, { memId: cy.memberId, token: cy.token });
    await Promise.all([a.opened, b.opened]);
    expect((await status()).data.open).toBe(2);
    a.ws.close();
    await a.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await status()).data.open).toBe(1);
    b.ws.close();
    expect(
      await server.call('GET', '/admin/socket/status', { memberId: cy.memberId }),
    ).toMatchObject({ code: 1, msg: 'ADMIN_ACCESS_DENIED' });
  });
});
