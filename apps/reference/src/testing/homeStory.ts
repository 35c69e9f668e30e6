import { expect, waitFor, within } from 'storybook/test';
import type { HttpHandler } from 'msw';
import { formatMoney, money } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { noUnreadNotifications, replyOk, replyOkIn } from './apiHandlers';
import { newsPages } from './fixtures/news';
import { projectsPage } from './fixtures/projects';
import { balances } from './fixtures/wallet';
import { storyT } from './storySetup';
import { containing } from './storyQueries';

/** Who opens home: members get their balances, guests an invitation. */
type Visitor = 'member' | 'guest';

/** What home asks for, answered with the standard fixtures (guests ask for no balances). */
export function homeHandlers(visitor: Visitor): HttpHandler[] {
  const content = [
    replyOk(endpoints.projects.list, projectsPage),
    replyOkIn(endpoints.news.list, newsPages),
  ];
  return visitor === 'member'
    ? [...content, replyOk(endpoints.wallet.balances, balances), noUnreadNotifications]
    : content;
}

/**
 * Waits until home shows every section with the standard fixtures (balances or the invitation,
 * the projects, the news in the story's language), so that the picture is the settled page.
 */
export async function expectHomeShown(
  canvas: ReturnType<typeof within>,
  globals: Record<string, unknown>,
  visitor: Visitor,
) {
  const t = storyT(globals);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: t('home.title') }),
  ).toBeVisible();
  if (visitor === 'member') {
    const wallet = await canvas.findByRole('region', { name: t('home.balances.title') });
    await waitFor(() =>
      expect(wallet).toHaveTextContent(formatMoney(money(balances.available), 'en')),
    );
  } else {
    await expect(await canvas.findByRole('region', { name: t('home.guest.title') })).toBeVisible();
  }
  const featured = await canvas.findByRole('region', { name: t('home.projects.title') });
  await waitFor(() =>
    expect(within(featured).getAllByRole('listitem')).toHaveLength(projectsPage.items.length),
  );
  const latest = await canvas.findByRole('region', { name: t('home.news.title') });
  for (const item of newsPages[toLocale(globals['locale'])].items)
    await expect(
      await within(latest).findByRole('link', { name: containing(item.title) }),
    ).toBeVisible();
}
