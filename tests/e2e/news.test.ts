// The news against the real server. The operator publishes an article whose HTML tries to run
// code (a script, an image's onerror); the demo member taps from Home to the news, scrolls to the
// next page (the demo seed has more posts than a page holds), and opens the article: its picture
// and rich text show, fitting the phone, and nothing of the code ran.
import { describe, expect, it } from 'vitest';
import { adminEndpoints, endpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { at, shown } from './support/browser';
import { consoleProblems } from './support/hydration';
import { useJourneys } from './support/journeys';
import { logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

/** The demo member the first start seeds (apps/server/src/demo/seed.ts). */
const DEMO = { email: 'demo@carbonmarket.sg', password: 'GreenDemo2026' } as const;

/** Posts per page of the news list (apps/reference/src/features/news/api/newsQueries.ts). */
const PAGE_SIZE = 10;

const TITLE = 'Blue carbon: a field visit to the mangroves';

/** HTML as an operator might paste it, with code that must never run. */
const HOSTILE_BODY =
  '<h2>On the river</h2><p>We spent a <strong>day</strong> with the rangers.</p>' +
  '<figure><img src="/demo/projects/blue-carbon.svg" alt="Mangroves on the river bank"></figure>' +
  '<script>window.__pwned = 1</script>' +
  '<img src="/demo/projects/forest.svg" alt="" onerror="window.__pwned = 2">' +
  '<ul><li>Planting</li><li>Monitoring</li></ul>';

describe('news', () => {
  it('from Home to the news, the next page, and an article whose code never runs', async () => {
    const { base } = journeys.server();
    const { id } = await call(
      base,
      adminEndpoints.publishNews,
      {
        title: { en: TITLE, cn: '蓝碳：红树林实地考察' },
        summary: { en: 'A day with the rangers.', cn: '与护林员共度一天。' },
        body: { en: HOSTILE_BODY, cn: HOSTILE_BODY },
        imageUrl: '/demo/projects/blue-carbon.svg',
      },
      { admin: true },
    );
    const { total } = await call(base, endpoints.news.list, {
      page: 1,
      pageSize: PAGE_SIZE,
      lang: 'en',
    });
    expect(total).toBeGreaterThan(PAGE_SIZE);

    const page = await journeys.openPage();
    const problems = consoleProblems(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(page, DEMO.email, DEMO.password);

    // Home's "See all" opens the news, a page at a time.
    await page.getByRole('link', { name: exactly(text('home.news.seeAll')) }).click();
    await at(page, '/pages/news/index');
    await shown(navTitle(page, 'news.list.title'));
    const posts = page
      .getByRole('list', { name: exactly(text('news.list.label')) })
      .getByRole('listitem');
    await expect.poll(() => posts.count()).toBe(PAGE_SIZE);

    // Scrolling to the end brings the next page, and the list says there are no more.
    await page.mouse.move(195, 600);
    for (let turn = 0; turn < 12 && (await posts.count()) === PAGE_SIZE; turn += 1)
      await page.mouse.wheel(0, 1200);
    await expect.poll(() => posts.count()).toBe(total);
    await shown(page.getByText(exactly(text('layout.list.noMore'))));

    // Back to the top, the newest post is the operator's: tapping its title opens the article.
    await page.evaluate(() => window.scrollTo(0, 0));
    await posts
      .first()
      .getByRole('heading', { name: exactly(TITLE) })
      .click();
    await at(page, '/pages/news/info');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(id));
    await shown(page.getByRole('heading', { level: 2, name: exactly(TITLE) }));
    const article = page.locator('main article');
    await shown(article.getByRole('heading', { name: exactly('On the river') }));
    await expect.poll(() => article.getByRole('listitem').count()).toBe(2);

    // The pictures load and fit the phone's width.
    const picture = article.getByRole('img', { name: exactly('Mangroves on the river bank') });
    await shown(picture);
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    const box = await picture.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Nothing of the code is on the page, and none of it ran.
    const html = await article.innerHTML();
    expect(html).not.toMatch(/<script|onerror|__pwned/i);
    expect(await page.evaluate(() => (window as Window & { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
  });
});
