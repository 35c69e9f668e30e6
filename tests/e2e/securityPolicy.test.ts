// The server's content security policy allows no eval and no inline script but the pages' own
// (by hash): the app must work inside it without the browser reporting a single violation.
import { describe, expect, it } from 'vitest';
import { shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS } from './support/screens';

const journeys = useJourneys();

const PROJECTS = '/pages/project/index';

describe('the content security policy', () => {
  it('is never violated by the public pages, the data they load and the projects list', async () => {
    const page = await journeys.openPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { policyViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    for (const path of [PATHS.start, PATHS.login, PATHS.register, PATHS.home, PROJECTS]) {
      await page.goto(path);
      await shown(page.getByRole('heading', { level: 1 }));
      // The data calls (base config, projects) have run: the contract and zod are loaded.
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () => (window as unknown as { policyViolations: string[] }).policyViolations,
        ),
        path,
      ).toEqual([]);
    }
  });
});
