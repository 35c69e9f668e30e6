import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../testing/ConnectedApp';
import { replyOk, runtimeConfigHandler } from '../testing/apiHandlers';
import { baseConfig } from '../testing/fixtures/baseConfig';
import { guestSession } from '../testing/fixtures/session';
import { expectHomeShown, homeHandlers } from '../testing/homeStory';
import { startStory, storyT } from '../testing/storySetup';
import { loadBaseConfig } from './startup/loadBaseConfig';
import { firstRoute } from './routes/firstRoute';
import { href } from '../shared/routing/href';

type Globals = Record<string, unknown>;

/**
 * The app as it starts: base config read from the server (here MSW) and, as main.tsx does, the
 * first page's code fetched before the first render.
 */
async function startWith(globals: Globals) {
  await startStory(globals, guestSession);
  await Promise.all([loadBaseConfig(), firstRoute(href('home'))()]);
}

const meta = {
  title: 'Reference/Shell/DemoNotice',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.config.base, baseConfig({ demo: true })),
        ...homeHandlers('guest'),
      ],
    },
  },
  args: { path: href('home') },
  beforeEach: ({ globals }) => startWith(globals),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const noticeName = (globals: Globals) => storyT(globals)('feedback.demoNotice.label');

/**
 * The server runs in demo mode (base config `demo: true`): a bar above the page says that
 * payments are simulated. It takes its own space: the page starts below it.
 */
export const DemoServer: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expectHomeShown(canvas, globals, 'guest');
    const notice = canvas.getByRole('complementary', { name: noticeName(globals) });
    await expect(notice).toHaveTextContent(t('feedback.demoNotice.text'));
    await expect(notice).toBeVisible();
    await expect(notice.getBoundingClientRect().top).toBe(0);
    const title = canvas.getByRole('heading', { level: 1, name: t('home.title') });
    await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      title.getBoundingClientRect().top,
    );
    // First in the page, before the page's own content.
    const main = canvas.getByRole('main');
    await expect(
      notice.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** A server that is not a demo (base config `demo: false`): no notice. */
export const NotADemo: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.config.base, baseConfig({ demo: false })),
        ...homeHandlers('guest'),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    await expectHomeShown(canvas, globals, 'guest');
    await expect(
      within(canvas.getByRole('main').ownerDocument.body).queryByRole('complementary', {
        name: noticeName(globals),
      }),
    ).toBeNull();
  },
};
