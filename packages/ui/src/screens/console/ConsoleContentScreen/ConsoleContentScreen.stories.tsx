import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ConsoleContentScreen } from './ConsoleContentScreen';
import { CONSOLE_ADMIN } from '../../../fixtures/consoleOperators';
import {
  cleanNewsDraft,
  cleanNewsPreview,
  localiseRecentNews,
  recentNews,
  scriptedNewsPreview,
} from '../../../fixtures/consoleContent';
import { toLocale } from '../../../i18n/locale';
import { adminNavigation } from '../../../fixtures/consoleSections';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

type Args = ComponentProps<typeof ConsoleContentScreen>;

/** The published posts in the story's language, as `news.list` answers in it. */
const localised = (args: Args, globals: Record<string, unknown>): Args =>
  args.news.status === 'ready'
    ? {
        ...args,
        news: {
          status: 'ready',
          data: localiseRecentNews(args.news.data, toLocale(globals['locale'])),
        },
      }
    : args;

const meta = {
  title: 'Screens/Console/Content',
  component: ConsoleContentScreen,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <ConsoleContentScreen {...localised(args, globals)} />,
  args: {
    operatorName: CONSOLE_ADMIN.name,
    news: { status: 'ready', data: recentNews },
    onPreview: fn(),
    onEditNews: fn(),
    onPublish: fn(),
    onDeleteNews: fn(),
    onRetryNews: fn(),
    onSendNotification: fn(),
    onSignOut: fn(),
    navigation: adminNavigation('content'),
  },
} satisfies Meta<typeof ConsoleContentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** The article of the preview, as members will read it. */
const article = (canvas: Canvas, t: T) =>
  within(canvas.getByRole('article', { name: t('console.content.preview.article') }));

/** The field of one language's group (`English`, `Chinese`) by its label. */
const inGroup = (canvas: Canvas, t: T, lang: 'en' | 'cn') =>
  within(canvas.getByRole('region', { name: t(`console.content.languages.${lang}`) }));

/**
 * The news form, empty, under the section's three tabs; the console's sections at the bottom
 * with Content current.
 */
export const EmptyForm: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('tab', { name: t('console.content.views.news') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('heading', { name: t('console.content.news.heading') }),
    ).toBeVisible();
    for (const lang of ['en', 'cn'] as const)
      await expect(
        inGroup(canvas, t, lang).getByRole('textbox', {
          name: fieldLabel(t('console.content.news.body')),
        }),
      ).toHaveValue('');
    await expect(canvas.getByRole('link', { name: t('console.sections.content') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Preview with nothing written: each required field says so, the first has the focus. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('console.content.news.preview') }));
    const title = inGroup(canvas, t, 'en').getByRole('textbox', {
      name: fieldLabel(t('console.content.news.title')),
    });
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(containing(storyErrorText(globals)('REQUIRED'))),
    );
    await expect(title).toHaveFocus();
    await expect(
      inGroup(canvas, t, 'cn').getByRole('textbox', {
        name: fieldLabel(t('console.content.news.body')),
      }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** A post written in both languages: Preview sends it as the endpoint takes it. */
export const WriteAndPreview: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    for (const lang of ['en', 'cn'] as const) {
      const group = inGroup(canvas, t, lang);
      const field = (key: 'title' | 'summary' | 'body') =>
        group.getByRole('textbox', { name: fieldLabel(t(`console.content.news.${key}`)) });
      await userEvent.type(field('title'), cleanNewsDraft.title[lang]);
      await userEvent.type(field('summary'), cleanNewsDraft.summary[lang]);
      // Typed without the markup's braces being read as keys by the typing helper.
      await userEvent.click(field('body'));
      await userEvent.paste(cleanNewsDraft.body[lang]);
    }
    await userEvent.click(canvas.getByRole('button', { name: t('console.content.news.preview') }));
    await waitFor(() => expect(args.onPreview).toHaveBeenCalledOnce());
    await expect(args.onPreview).toHaveBeenCalledWith({ ...cleanNewsDraft, imageUrl: null });
  },
};

/** The preview, in English: the post as it will be stored and read; nothing was removed. */
export const PreviewEnglish: Story = {
  args: { preview: cleanNewsPreview },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const post = article(canvas, t);
    await expect(
      post.getByRole('heading', { name: cleanNewsPreview.texts.title.en }),
    ).toBeVisible();
    await expect(post.getByRole('list')).toBeVisible();
    await expect(canvas.queryByText(t('console.content.preview.sanitised'))).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: t('console.content.news.preview') }),
    ).toBeNull();
  },
};

/** The preview switched to Chinese. */
export const PreviewChinese: Story = {
  args: { preview: cleanNewsPreview },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('radio', { name: t('console.content.languages.cn') }));
    await expect(
      article(canvas, t).getByRole('heading', { name: cleanNewsPreview.texts.title.cn }),
    ).toBeVisible();
  },
};

/**
 * A draft with a script and an `onclick`: the preview shows what the server keeps, without
 * them, and says the body was changed; the link is kept.
 */
export const PreviewStripsScript: Story = {
  args: { preview: scriptedNewsPreview },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.content.preview.sanitised'))).toBeVisible();
    const post = canvasElement.querySelector('article');
    await expect(post?.querySelector('script')).toBeNull();
    await expect(post?.querySelector('[onclick]')).toBeNull();
    await expect(article(canvas, t).getByRole('link')).toHaveAttribute(
      'href',
      'https://greenmarket.sg/reports/kalimantan',
    );
  },
};

/** Publish asks to confirm, then publishes the draft previewed; Edit goes back to the form. */
export const PublishConfirmed: Story = {
  args: { preview: cleanNewsPreview },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.content.publish.action') }),
    );
    const dialog = within(
      await body.findByRole('alertdialog', { name: t('console.content.publish.title') }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.content.publish.confirm') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onPublish).toHaveBeenCalledWith(cleanNewsDraft);
    await userEvent.click(canvas.getByRole('button', { name: t('console.content.preview.edit') }));
    await expect(args.onEditNews).toHaveBeenCalledOnce();
  },
};

/** The post is being published: Publish is busy, Edit waits. */
export const Publishing: Story = {
  args: { preview: cleanNewsPreview, publishing: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: containing(t('console.content.publish.action')) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: t('console.content.preview.edit') }),
    ).toBeDisabled();
  },
};

/** Published: said in the status region at the top, and the form is empty again. */
export const Published: Story = {
  args: { done: { kind: 'newsPublished', id: 8, title: cleanNewsDraft.title.en } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('console.content.done.published', { title: cleanNewsDraft.title.en }),
    );
  },
};

/** The server refused the draft: its code on the field it concerns. */
export const RefusedOnField: Story = {
  args: {
    newsRefusal: {
      error: 'TEXT_CHARACTERS_INVALID',
      fieldErrors: { 'title.en': 'TEXT_CHARACTERS_INVALID' },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      inGroup(canvas, t, 'en').getByRole('textbox', {
        name: fieldLabel(t('console.content.news.title')),
      }),
    ).toHaveAccessibleDescription(containing(storyErrorText(globals)('TEXT_CHARACTERS_INVALID')));
  },
};

/** Publishing failed (the connection): the announced banner above the preview, kept. */
export const PublishRefused: Story = {
  args: { preview: cleanNewsPreview, newsRefusal: { error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.content.refused'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await expect(
      canvas.getByRole('button', { name: t('console.content.publish.action') }),
    ).toBeEnabled();
  },
};

/** The posts members read now, newest first, each with Delete. */
export const PublishedNews: Story = {
  args: { defaultView: 'published' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list', { name: t('console.content.recent.heading') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(list).getAllByRole('button', { name: containing(t('console.content.delete.action')) }),
    ).toHaveLength(3);
  },
};

/** Delete a post: the dialog names it, then it is deleted. */
export const DeleteNews: Story = {
  args: { defaultView: 'published' },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const [first] = localiseRecentNews(recentNews, toLocale(globals['locale']));
    if (first === undefined) throw new Error('no news');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('console.content.delete.label', { title: first.title }),
      }),
    );
    const dialog = within(
      await body.findByRole('alertdialog', {
        name: t('console.content.delete.title', { title: first.title }),
      }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.content.delete.confirm') }),
    );
    await expect(args.onDeleteNews).toHaveBeenCalledWith(first);
  },
};

/** No post yet: said in the Published tab. */
export const NoNewsYet: Story = {
  args: { defaultView: 'published', news: { status: 'ready', data: [] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('console.content.recent.empty') }),
    ).toBeVisible();
  },
};

/** The posts failed to load: said with the reason, and Try again. */
export const NewsLoadError: Story = {
  args: { defaultView: 'published', news: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('console.content.recent.loadError'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetryNews).toHaveBeenCalledOnce();
  },
};

/** Writes a notification's title and message in both languages. */
async function writeNotification(
  canvas: Canvas,
  t: T,
  user: { type: (element: Element, text: string) => Promise<void> },
) {
  const texts = {
    en: { title: 'Scheduled maintenance', body: 'Trading pauses on Sunday from 02:00 to 04:00.' },
    cn: { title: '计划维护', body: '周日 02:00 至 04:00 暂停交易。' },
  };
  for (const lang of ['en', 'cn'] as const) {
    const group = inGroup(canvas, t, lang);
    await user.type(
      group.getByRole('textbox', { name: fieldLabel(t('console.content.notification.title')) }),
      texts[lang].title,
    );
    await user.type(
      group.getByRole('textbox', { name: fieldLabel(t('console.content.notification.body')) }),
      texts[lang].body,
    );
  }
  return texts;
}

/** A notification to every member: Send asks to confirm, then sends it to `all`. */
export const NotificationToEveryone: Story = {
  args: { defaultView: 'notifications' },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    const texts = await writeNotification(canvas, t, userEvent);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.content.notification.send') }),
    );
    const dialog = within(
      await body.findByRole('alertdialog', { name: t('console.content.notification.confirmAll') }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.content.notification.confirm') }),
    );
    await waitFor(() => expect(args.onSendNotification).toHaveBeenCalledOnce());
    await expect(args.onSendNotification).toHaveBeenCalledWith({
      memberId: 'all',
      title: { en: texts.en.title, cn: texts.cn.title },
      body: { en: texts.en.body, cn: texts.cn.body },
    });
  },
};

/**
 * A notification to one member: their number is asked for (required), and the confirmation
 * names them.
 */
export const NotificationToOneMember: Story = {
  args: { defaultView: 'notifications' },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('radio', { name: t('console.content.notification.audiences.one') }),
    );
    await writeNotification(canvas, t, userEvent);
    const send = canvas.getByRole('button', { name: t('console.content.notification.send') });
    await userEvent.click(send);
    const member = canvas.getByRole('textbox', {
      name: fieldLabel(t('console.content.notification.memberId')),
    });
    await waitFor(() =>
      expect(member).toHaveAccessibleDescription(containing(storyErrorText(globals)('REQUIRED'))),
    );
    await userEvent.type(member, 'm0042x');
    await expect(member).toHaveValue('42');
    await userEvent.click(send);
    const dialog = within(
      await body.findByRole('alertdialog', {
        name: t('console.content.notification.confirmOne', { id: 42 }),
      }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.content.notification.confirm') }),
    );
    await waitFor(() => expect(args.onSendNotification).toHaveBeenCalledOnce());
    await expect(args.onSendNotification).toHaveBeenCalledWith(
      expect.objectContaining({ memberId: 42 }),
    );
  },
};

/** The notification is being sent: Send is busy, the fields wait. */
export const NotificationSending: Story = {
  args: { defaultView: 'notifications', sending: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: containing(t('console.content.notification.send')) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      inGroup(canvas, t, 'en').getByRole('textbox', {
        name: fieldLabel(t('console.content.notification.title')),
      }),
    ).toBeDisabled();
  },
};

/** Sent to one member: said in the status region at the top. */
export const NotificationSent: Story = {
  args: {
    defaultView: 'notifications',
    done: { kind: 'notificationSent', id: 311, memberId: 42 },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('console.content.done.sentOne', { id: 42 }),
    );
  },
};

/** No member has the number typed (or it is a guest's): said in the form's announced banner. */
export const UnknownMember: Story = {
  args: { defaultView: 'notifications', notificationRefusal: { error: 'NOT_FOUND' } },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    // The form as it was sent: to one member, by the number typed.
    await userEvent.click(
      canvas.getByRole('radio', { name: t('console.content.notification.audiences.one') }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', {
        name: fieldLabel(t('console.content.notification.memberId')),
      }),
      '99999',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('console.content.notification.unknownMember'),
    );
  },
};
