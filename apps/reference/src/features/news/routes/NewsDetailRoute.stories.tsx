import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toLocale } from '@carbonmarket/ui';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyOk,
  replyOkIn,
  replyRefused,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { newsPages } from '../../../testing/fixtures/news';
import type { Wire } from '../../../testing/fixtures/wire';
import { startStory, storyT } from '../../../testing/storySetup';
import { currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

/**
 * An article as a server that failed to sanitise it would send it: a script, an image's
 * `onerror`, a `javascript:` link. The page must still run none of it.
 */
const unsafeArticle: Wire<typeof endpoints.news.detail> = {
  id: 11,
  title: 'Presale opens for Mekong cookstoves',
  summary: 'Book tons at the expected price.',
  imageUrl: null,
  publishedAt: '2026-11-18T09:00:00+08:00',
  body:
    '<h2>How to book</h2><p>Choose the tons.</p><script>window.__pwned = 1</script>' +
    '<img src="x" alt="" onerror="window.__pwned = 2"><p><a href="javascript:window.__pwned = 3">Book</a></p>',
};

const meta = {
  title: 'Reference/News/NewsDetail',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.news.detail, unsafeArticle),
        replyOkIn(endpoints.news.list, newsPages),
      ],
    },
  },
  args: { path: href('newsDetail', { id: 11 }) },
  beforeEach: ({ globals }) => startStory(globals),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The article, signed out too; what would run code is gone, and nothing ran. */
export const SanitisesTheArticle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: unsafeArticle.title }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'How to book' })).toBeVisible();
    const article = canvasElement.querySelector('article');
    await expect(article?.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const view = canvasElement.ownerDocument.defaultView as (Window & { __pwned?: number }) | null;
    await expect(view?.__pwned).toBeUndefined();
  },
};

/** Back goes to the news, the article's parent. */
export const BackToTheNews: Story = {
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', { level: 2, name: unsafeArticle.title });
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('news')));
    const list = await canvas.findByRole('list', { name: storyT(globals)('news.list.label') });
    const items = newsPages[toLocale(globals['locale'])].items;
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(items.length));
  },
};

/** An article the server does not have: says so, and leads to the other news. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [runtimeConfigHandler, replyRefused(endpoints.news.detail, 'NOT_FOUND')],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('news.detail.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('news.detail.backToList') })).toHaveAttribute(
      'href',
      href('news'),
    );
  },
};
