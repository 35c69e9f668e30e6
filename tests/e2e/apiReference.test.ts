// The API reference a backend team reads: the server's OpenAPI document drawn by Swagger UI at
// /h5/api/docs/, inside the server's content security policy, with every area of the contract and
// an endpoint's reply that opens to its envelope.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@carbonmarket/domain/contract';
import { shown } from './support/browser';
import { useJourneys } from './support/journeys';

const journeys = useJourneys();

describe('the API reference', () => {
  it('draws every area of the contract and opens an endpoint, with no policy violation', async () => {
    const page = await journeys.openPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`policy: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await page.goto('/h5/api/docs/');
    await shown(page.getByRole('heading', { name: /Carbon Market API/ }));
    const areas = [...new Set(ENDPOINTS.map((endpoint) => endpoint.name.split('.')[0]))];
    for (const area of areas)
      await shown(
        page
          .locator('.opblock-tag-section')
          .filter({ hasText: area ?? '' })
          .first(),
      );
    // One endpoint opened: its summary and the envelope's success shape.
    await page.locator('.opblock-summary').filter({ hasText: '/login/baseconfig' }).click();
    await shown(page.getByText('code 0 with the data', { exact: false }).first());
    expect(problems).toEqual([]);
  });
});
