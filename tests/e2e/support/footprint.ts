// The footprint questionnaire as a person answers it, shared by the journeys that start from it.
import type { Page } from 'playwright-core';
import { FOOTPRINT_QUESTIONS, formatTons, tons } from '@carbonmarket/domain';
import { at, shown } from './browser';
import { PATHS, navTitle } from './screens';
import { exactly, text } from './text';

/** The answers typed, by question: 7.075 t a year, 8 t to offset. */
export const ANSWERS: Record<string, string> = {
  householdKwh: '400',
  householdSize: '3',
  transportMode: 'public_transport',
  weeklyKm: '100',
  shortFlights: '2',
  longFlights: '1',
  diet: 'average_meat',
};

/** Home's invitation, then every answer, then "See my footprint": the result page. */
export async function answerFromHome(page: Page) {
  await page.goto(PATHS.home);
  await page.getByRole('link', { name: exactly(text('home.footprint.action')) }).click();
  await at(page, '/pages/profile/footprint');
  await shown(navTitle(page, 'footprint.questionnaire.title'));
  for (const question of FOOTPRINT_QUESTIONS) {
    const answer = ANSWERS[question.id] ?? '';
    if (question.kind === 'number')
      await page.getByRole('textbox', { name: question.text.en }).fill(answer);
    else await page.getByRole('combobox', { name: question.text.en }).selectOption(answer);
  }
  await page.getByRole('button', { name: exactly(text('footprint.questionnaire.submit')) }).click();
  await at(page, '/pages/profile/result');
  await shown(page.getByRole('heading', { name: exactly(formatTons(tons('7.075'))) }));
  await shown(
    page.getByRole('img', { name: exactly(text('footprint.result.compare.chartTitle')) }),
  );
}
