// The reference server starts in demo mode (`npm start`): the app says that payments are simulated,
// in a bar that takes its own place above the page instead of covering it.
import { describe, expect, it } from 'vitest';
import { endpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('a visitor of a demo server', () => {
  it('is told above every page that payments are simulated', async () => {
    const { base } = journeys.server();
    expect((await call(base, endpoints.config.base, {})).demo).toBe(true);
    const page = await journeys.openPage();

    await page.goto(PATHS.login);
    const notice = page.getByRole('complementary', {
      name: exactly(text('feedback.demoNotice.label')),
    });
    await shown(notice);
    expect((await notice.textContent())?.trim()).toBe(text('feedback.demoNotice.text'));
    // The page's nav bar starts below the notice.
    const navBar = page.getByRole('banner');
    await shown(navBar);
    const bar = await notice.boundingBox();
    const nav = await navBar.boundingBox();
    expect(bar?.y).toBe(0);
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(nav?.y ?? 0);

    // Stored with the base config: after a reload the bar is there again.
    await page.reload();
    await shown(notice);
  });

  it('sees the notice with the first render of a page the build did not prerender', async () => {
    const page = await journeys.openPage();
    // Base config is held back: the notice must not wait for it (it would push the page down
    // when it arrived).
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/h5/api${endpoints.config.base.path}`, async (route) => {
      await held;
      await route.continue();
    });
    try {
      const response = await page.goto(PATHS.settings);
      expect(await response?.text()).toContain('<div id="root" data-demo="">');
      await shown(page.getByRole('heading', { level: 1 }));
      await shown(
        page.getByRole('complementary', { name: exactly(text('feedback.demoNotice.label')) }),
      );
    } finally {
      release?.();
    }
  });
});
