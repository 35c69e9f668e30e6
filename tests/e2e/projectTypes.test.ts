// The Projects tab's type filter against the real server: picking a type lists only projects of
// that type, named in the reader's language, and the address keeps the filter across a reload.
import { describe, expect, it } from 'vitest';
import { shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { projectInProgress } from './support/market';
import { exactly, text } from './support/text';

const journeys = useJourneys();

const PROJECTS_PATH = '/pages/project/index';

describe('the type filter of the Projects tab', () => {
  it('lists the projects of the type picked, and keeps the filter in the address', async () => {
    const { base } = journeys.server();
    const project = await projectInProgress(base, 'Langat Landfill Gas', {
      type: 'methane_capture',
    });
    const page = await journeys.openPage();
    await page.goto(PROJECTS_PATH);
    const list = page.getByRole('list', { name: exactly(text('projects.list.label')) });
    const typeFilter = page.getByRole('combobox', { name: exactly(text('projects.filters.type')) });
    await shown(list);

    await typeFilter.selectOption({ label: text('display.projectType.methane_capture') });
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('methane_capture');
    await shown(list.getByRole('link', { name: new RegExp(project.name) }));
    // Every card listed is of that type, named in English.
    const typeName = text('display.projectType.methane_capture');
    await expect
      .poll(async () => {
        const cards = await list.getByRole('link').allTextContents();
        return cards.length > 0 && cards.every((content) => content.includes(` · ${typeName}`));
      })
      .toBe(true);

    // A project of another type is not listed.
    const other = await projectInProgress(base, 'Johor Mangrove Strip', { type: 'blue_carbon' });
    await page.reload();
    await shown(list.getByRole('link', { name: new RegExp(project.name) }));
    expect(await typeFilter.inputValue()).toBe('methane_capture');
    expect(await list.getByRole('link', { name: new RegExp(other.name) }).count()).toBe(0);
  });
});
