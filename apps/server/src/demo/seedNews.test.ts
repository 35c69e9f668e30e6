import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, replySchema } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { seedDemoData } from './seed';
import { DEMO_NEWS } from './seedNews';

const DAY_MS = 24 * 60 * 60_000;
/** The page size of the app's news list. */
const PAGE_SIZE = 10;

let server: TestServer;
let started: Date;
beforeAll(async () => {
  server = await startTestServer();
  started = new Date('2027-03-05T04:00:00.000Z');
  server.setNow(started);
  expect(await seedDemoData(server.services)).toBe(true);
});
afterAll(() => server.close());

const list = async (page: number, lang = 'en') =>
  replySchema(endpoints.news.list.response).parse(
    await server.call('GET', '/news/list', { page, pageSize: PAGE_SIZE, lang }),
  ).data;

describe('demo news', () => {
  it('is dated in the weeks before the first start, whatever year that is', async () => {
    const dates = (await server.sql.all<Record<string, unknown>>('SELECT published_at FROM news'))
      .map((row) => Object.values(row)[0] as string)
      .map((at) => new Date(at));
    expect(dates.length).toBe(DEMO_NEWS.length + 3);
    for (const date of dates) {
      expect(date.getTime()).toBeLessThan(started.getTime());
      expect(started.getTime() - date.getTime()).toBeLessThan(60 * DAY_MS);
    }
    const first = await list(1);
    // The newest is from the day before the start: what a reader sees first is recent.
    const newest = first?.items[0]?.publishedAt;
    expect(started.getTime() - (newest?.getTime() ?? 0)).toBeLessThan(2 * DAY_MS);
  });

  it('fills more than one page of the list, newest first', async () => {
    const first = await list(1);
    const second = await list(2);
    expect(first?.items).toHaveLength(PAGE_SIZE);
    expect(first?.hasMore).toBe(true);
    expect(second?.items.length).toBeGreaterThan(0);
    const times = [...(first?.items ?? []), ...(second?.items ?? [])].map((item) =>
      item.publishedAt.getTime(),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The migration's welcome post is still there, now the oldest.
    expect(second?.items.at(-1)?.title).toBe('Welcome to Carbon Market');
  });

  it('serves articles with a picture and rich text in both languages', async () => {
    const newest = (await list(1))?.items[0];
    expect(newest?.imageUrl).toMatch(/^\/demo\//);
    const read = async (lang: string) =>
      replySchema(endpoints.news.detail.response).parse(
        await server.call('GET', '/news/detail', { id: newest?.id, lang }),
      ).data;
    const [en, cn] = await Promise.all([read('en'), read('cn')]);
    expect(en?.body).toContain('<img src="/demo/projects/');
    expect(en?.body).toContain('<h2>');
    expect(en?.body).toContain('rel="noopener noreferrer"');
    expect(cn?.title).toMatch(/[\u4e00-\u9fff]/);
  });
});
