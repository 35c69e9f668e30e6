import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { NewsItem } from '@carbonmarket/domain';
import { NEWS_TEASER_LIMIT, NewsTeaser } from './NewsTeaser';
import type { NewsTeaserProps } from './NewsTeaser';
import { toLocale } from '../../i18n/locale';
import { formatDate } from '../../i18n/formatDate';
import { containing, storyErrorText, storyT } from '../../testing/storyI18n';
import { storyLinks } from '../../fixtures/links';
import { localiseNews, sampleNews } from '../../fixtures/news';

const newsItemHref = (item: NewsItem) => `${storyLinks.newsDetail}?id=${item.id}`;

/** An older fourth item, beyond what the teaser shows. */
const olderItem: NewsItem = {
  id: 4,
  title: 'Carbon Market opens to corporate members',
  summary: 'Companies can now register with their UEN.',
  body: '<p>Companies can now register with their UEN.</p>',
  imageUrl: null,
  publishedAt: new Date('2026-10-20T09:00:00+08:00'),
};

/** The sample news in the story's language. */
function localised(args: NewsTeaserProps, globals: Record<string, unknown>): NewsTeaserProps {
  const { news } = args;
  return news.status === 'ready'
    ? {
        ...args,
        news: { status: 'ready', data: localiseNews(news.data, toLocale(globals['locale'])) },
      }
    : args;
}

/** Checks one row per item of `items`: its title, its date and where it leads. */
async function expectRows(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  items: readonly NewsItem[],
) {
  const locale = toLocale(globals['locale']);
  const list = within(canvasElement).getByRole('list');
  const rows = within(list).getAllByRole('link');
  await expect(rows).toHaveLength(items.length);
  for (const [index, item] of localiseNews(items, locale).entries()) {
    const row = rows[index] as HTMLElement;
    await expect(row).toHaveAccessibleName(containing(item.title));
    await expect(row).toHaveTextContent(formatDate(item.publishedAt, locale));
    await expect(row).toHaveAttribute('href', newsItemHref(item));
  }
}

const meta = {
  title: 'Screens/Home/Home/NewsTeaser',
  component: NewsTeaser,
  parameters: { layout: 'padded' },
  args: {
    news: { status: 'ready', data: sampleNews },
    newsItemHref: fn(newsItemHref),
    onRetry: fn(),
  },
  render: (args, { globals }) => <NewsTeaser {...localised(args, globals)} />,
} satisfies Meta<typeof NewsTeaser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The latest news as rows with their dates, each leading to its article. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expectRows(canvasElement, globals, sampleNews);
    for (const item of sampleNews) {
      await expect(args.newsItemHref).toHaveBeenCalledWith(
        expect.objectContaining({ id: item.id }),
      );
    }
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** More news than fits: only the first three are shown. */
export const MoreThanFit: Story = {
  args: { news: { status: 'ready', data: [...sampleNews, olderItem] } },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expectRows(canvasElement, globals, sampleNews.slice(0, NEWS_TEASER_LIMIT));
    await expect(canvas.queryByText(olderItem.title)).toBeNull();
    await expect(args.newsItemHref).not.toHaveBeenCalledWith(
      expect.objectContaining({ id: olderItem.id }),
    );
  },
};

/** A single item. */
export const Single: Story = {
  args: { news: { status: 'ready', data: sampleNews.slice(0, 1) } },
  play: async ({ canvasElement, globals }) => {
    await expectRows(canvasElement, globals, sampleNews.slice(0, 1));
  },
};

/** No news yet: a note in place of the rows. */
export const Empty: Story = {
  args: { news: { status: 'ready', data: [] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 3, name: t('home.news.emptyTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('home.news.emptyDescription'))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Still loading: three placeholder rows under one status. */
export const Loading: Story = {
  args: { news: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('feedback.skeleton.label') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Failed with a known error: the title, the error's message, and a retry. */
export const Failed: Story = {
  args: { news: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('home.news.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Failed without an error code: the title alone, and a retry reached with the keyboard. */
export const FailedWithoutCode: Story = {
  args: { news: { status: 'error' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('home.news.loadError'));
    // Only the title: no message paragraph without a code.
    await expect(alert.childElementCount).toBe(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Rows are reached one after another with the keyboard and followed with Enter or a click. */
export const KeyboardAndClick: Story = {
  play: async ({ canvas, userEvent }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('link');
    for (const row of rows) {
      await userEvent.tab();
      await expect(row).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await userEvent.click(rows[0] as HTMLElement);
    // The story's router-free links stay on the page.
    await expect(canvas.getByRole('list')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
