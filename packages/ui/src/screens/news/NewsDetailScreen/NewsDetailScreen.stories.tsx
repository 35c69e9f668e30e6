import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { NewsItem } from '@carbonmarket/domain';
import { NewsDetailScreen } from './NewsDetailScreen';
import type { NewsDetailScreenProps } from './NewsDetailScreen';
import { toLocale } from '../../../i18n/locale';
import type { Locale } from '../../../i18n/locale';
import { formatDate } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import { hostileArticle, longArticle, sampleArticle } from '../../../fixtures/newsArticles';

/** Which sample article a story shows, written in the story's language. */
type Sample = 'sample' | 'long' | 'hostile';
const SAMPLES: Record<Sample, (locale: Locale) => NewsItem> = {
  sample: sampleArticle,
  long: longArticle,
  hostile: hostileArticle,
};

type StoryArgs = NewsDetailScreenProps & { sample?: Sample };

const meta = {
  title: 'Screens/News/NewsDetail',
  component: NewsDetailScreen,
  parameters: { layout: 'fullscreen' },
  render: ({ sample = 'sample', ...args }: StoryArgs, { globals }) => (
    <NewsDetailScreen
      {...args}
      article={
        args.article.status === 'ready'
          ? { status: 'ready', data: SAMPLES[sample](toLocale(globals['locale'])) }
          : args.article
      }
    />
  ),
  args: {
    article: { status: 'ready', data: sampleArticle('en') },
    links: screenLinks,
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for every image of the article to load, so that the picture is taken with them. */
const imagesLoaded = (root: HTMLElement) =>
  waitFor(() =>
    expect([...root.querySelectorAll('img')].every((image) => image.complete)).toBe(true),
  );

/**
 * An article: its title, the day it was published in the reader's language, its picture, and its
 * rich text (a heading, a list, a quote, a captioned picture, a link that opens apart and safely).
 */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const article = sampleArticle(locale);
    await expect(canvas.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
    await expect(
      canvas.getByText(
        t('news.detail.published', { date: formatDate(article.publishedAt, locale) }),
      ),
    ).toBeVisible();
    const body = canvasElement.querySelector('article');
    if (body === null) throw new Error('no article');
    await expect(body.querySelectorAll('li')).toHaveLength(3);
    const link = canvas.getByRole('link', { name: /registry|登记处/i });
    await expect(link).toHaveAttribute('href', 'https://verra.org/');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await imagesLoaded(body);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
};

export const WithLanguageSwitch: Story = {
  args: { locale: 'en', onLocaleChange: fn() },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
};

/** A long article with a picture far wider than the phone: it fits the width, in proportion. */
export const LongArticle: Story = {
  args: { sample: 'long' },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector('article');
    if (body === null) throw new Error('no article');
    await imagesLoaded(body);
    const images = [...body.querySelectorAll('img')];
    await expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      const box = image.getBoundingClientRect();
      await expect(box.width).toBeLessThanOrEqual(body.getBoundingClientRect().width + 0.5);
      // In proportion: as wide for its height as the picture itself.
      await expect(box.width / box.height).toBeCloseTo(image.naturalWidth / image.naturalHeight, 1);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/**
 * HTML that tries to run code (a script, an image's `onerror`, a `javascript:` link, a frame):
 * the browser's second sanitising strips it all, and nothing ran.
 */
export const StripsScripts: Story = {
  args: { sample: 'hostile' },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as (Window & { __pwned?: number }) | null;
    const body = canvasElement.querySelector('article');
    if (body === null || view === null) throw new Error('no article');
    await expect(body.querySelector('script')).toBeNull();
    await expect(body.querySelector('iframe')).toBeNull();
    await expect(body.querySelector('[onerror]')).toBeNull();
    await expect(body.innerHTML).not.toContain('onerror');
    await expect(body.innerHTML).not.toContain('javascript:');
    // The link stays as text, with nowhere to go.
    await expect(canvas.getByText('link').closest('a')).not.toHaveAttribute('href');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(view.__pwned).toBeUndefined();
  },
};

/** The article loading: its shapes in grey. */
export const Loading: Story = {
  args: { article: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('news.detail.loading') }),
    ).toBeInTheDocument();
  },
};

/** No such article (never published, or taken down): says so and leads to the other news. */
export const NotFound: Story = {
  args: { article: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('news.detail.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('news.detail.backToList') })).toHaveAttribute(
      'href',
      screenLinks.news,
    );
    await expect(canvas.queryByRole('button', { name: t('common.retry') })).toBeNull();
  },
};

/** The article failed to load: the catalogue's reason and a retry. */
export const LoadFailed: Story = {
  args: { article: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('news.detail.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Back leaves the article. */
export const Back: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
