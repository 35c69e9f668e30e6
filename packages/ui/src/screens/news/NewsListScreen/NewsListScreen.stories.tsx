import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NewsListScreen } from './NewsListScreen';
import type { NewsListItem, NewsListScreenProps, NewsPages } from './NewsListScreen';
import { toLocale } from '../../../i18n/locale';
import { formatDate } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks, storyLinks } from '../../../fixtures/links';
import { localiseNews } from '../../../fixtures/news';
import { sampleNewsList } from '../../../fixtures/newsArticles';

const ready = (items: readonly NewsListItem[], hasMore = false): NewsPages => ({
  items,
  status: 'idle',
  hasMore,
});

/** The sample posts in the story's language. */
function localised(args: NewsListScreenProps, globals: Record<string, unknown>) {
  const locale = toLocale(globals['locale']);
  return {
    ...args,
    news: {
      ...args.news,
      items: localiseNews(
        args.news.items.map((item) => ({ ...item, body: '' })),
        locale,
      ),
    },
  };
}

const meta = {
  title: 'Screens/News/NewsList',
  component: NewsListScreen,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <NewsListScreen {...localised(args, globals)} />,
  args: {
    news: ready(sampleNewsList(3)),
    links: screenLinks,
    onBack: fn(),
    onReachBottom: fn(),
    onRetry: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof NewsListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

const lines = (canvas: Canvas, globals: Globals) =>
  within(canvas.getByRole('list', { name: storyT(globals)('news.list.label') })).getAllByRole(
    'listitem',
  );

/**
 * The last page: each post with its picture (the leaf without one), title, summary and date in
 * the reader's language, leading to its article; the list says there are no more.
 */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('news.list.title') }),
    ).toBeVisible();
    const items = lines(canvas, globals);
    await expect(items).toHaveLength(3);
    const [first] = localiseNews(
      sampleNewsList(3).map((item) => ({ ...item, body: '' })),
      locale,
    );
    if (first === undefined) throw new Error('no sample');
    const link = within(items[0] as HTMLElement).getByRole('link');
    await expect(link).toHaveAttribute('href', `${storyLinks.newsDetail}?id=${first.id}`);
    await expect(within(link).getByRole('heading', { level: 2 })).toHaveTextContent(first.title);
    await expect(link).toHaveTextContent(first.summary);
    await expect(link).toHaveTextContent(formatDate(first.publishedAt, locale));
    await expect(link.querySelector('img')).not.toBeNull();
    await expect(canvas.getByText(t('layout.list.noMore'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('news.list.loadMore') })).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WithLanguageSwitch: Story = {
  args: { locale: 'en', onLocaleChange: fn() },
};

/** The first page loading: placeholder lines in the posts' shape. */
export const Loading: Story = {
  args: { news: { items: [], status: 'loading', hasMore: true } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('news.list.loading') }),
    ).toBeInTheDocument();
  },
};

/** Nothing published yet. */
export const Empty: Story = {
  args: { news: ready([]) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('heading', { name: t('news.list.emptyTitle') })).toBeVisible();
    await expect(canvas.getByText(t('news.list.emptyDescription'))).toBeVisible();
  },
};

/** The first page failed: the catalogue's reason and a retry. */
export const FirstLoadFailed: Story = {
  args: { news: { items: [], status: 'error', error: 'OPERATION_FAILED', hasMore: true } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('news.list.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('OPERATION_FAILED'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The network is down: the same, with the cloud cut off. */
export const NetworkError: Story = {
  args: { news: { items: [], status: 'error', error: 'NETWORK_ERROR', hasMore: true } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('NETWORK_ERROR'),
    );
  },
};

/** The next page loading below the posts. */
export const LoadingMore: Story = {
  args: { news: { items: sampleNewsList(3), status: 'loading', hasMore: true } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(storyT(globals)('layout.list.loadingMore'))).toBeVisible();
  },
};

/** A later page failed: the posts stay, a line under them retries. */
export const NextPageFailed: Story = {
  args: {
    news: { items: sampleNewsList(3), status: 'error', error: 'NETWORK_ERROR', hasMore: true },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('layout.list.errorMore') }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(lines(canvas, globals)).toHaveLength(3);
  },
};

/**
 * A full page with more to come: scrolling to its end asks for the next page; until then a "Load
 * more" button at the end asks for it too, for a keyboard or a screen reader.
 */
export const ScrollsToTheNextPage: Story = {
  args: { news: ready(sampleNewsList(10), true) },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    const loadMore = canvas.getByRole('button', { name: storyT(globals)('news.list.loadMore') });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onReachBottom).not.toHaveBeenCalled();
    view.scrollTo(0, view.document.documentElement.scrollHeight);
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalledOnce());
    await userEvent.click(loadMore);
    await expect(args.onReachBottom).toHaveBeenCalledTimes(2);
    view.scrollTo(0, 0);
    await waitFor(() => expect(view.scrollY).toBe(0));
  },
};

/** Long titles and summaries keep to two lines each; a post without a summary shows none. */
export const LongText: Story = {
  args: {
    news: ready(
      sampleNewsList(4).map((item, index) =>
        index === 0
          ? {
              ...item,
              id: 900,
              title: 'A'.repeat(12) + ' very long title '.repeat(8),
              summary: 'A summary that goes on and on. '.repeat(8),
            }
          : item,
      ),
    ),
  },
  play: async ({ canvas, globals }) => {
    const [first] = lines(canvas, globals);
    const heading = within(first as HTMLElement).getByRole('heading', { level: 2 });
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};

/** Pulled down from the top and let go: the list refreshes. */
export const PullToRefresh: Story = {
  play: async ({ canvas, args, globals }) => {
    const list = canvas.getByRole('list', { name: storyT(globals)('news.list.label') });
    const init = {
      bubbles: true,
      cancelable: true,
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientX: 100,
    };
    list.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientY: 10 }));
    for (let y = 10; y <= 150; y += 20)
      list.dispatchEvent(new PointerEvent('pointermove', { ...init, clientY: y }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(storyT(globals)('layout.list.release')),
    );
    list.dispatchEvent(new PointerEvent('pointerup', { ...init, clientY: 150 }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** The refresh a pull gives, for keyboards and assistive technology. */
export const Refreshes: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('layout.list.refresh') }),
    );
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** Back leaves the news. */
export const Back: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
