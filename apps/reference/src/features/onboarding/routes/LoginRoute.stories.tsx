import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  noUnreadNotifications,
  replyNetworkError,
  replyOk,
  replyRefused,
  replySessionEnded,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { guestSession, memberSession } from '../../../testing/fixtures/session';
import { newsPage } from '../../../testing/fixtures/news';
import { projectsPage } from '../../../testing/fixtures/projects';
import { expectHomeShown, homeHandlers } from '../../../testing/homeStory';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { afterToast, containing, fieldLabel } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

/** What home asks for once a visitor is signed in, answered with the standard fixtures. */
const homeFor = (visitor: 'member' | 'guest') => [runtimeConfigHandler, ...homeHandlers(visitor)];

const meta = {
  title: 'Reference/Onboarding/Login',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen' },
  args: { path: href('login') },
  beforeEach: ({ globals }) => startStory(globals),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Types the demo credentials, agrees to the terms and submits. */
async function submitLogin(canvas: Canvas, t: ReturnType<typeof storyT>) {
  await userEvent.type(
    await canvas.findByLabelText(fieldLabel(t('onboarding.fields.email'))),
    'mei.lin@example.com',
  );
  await userEvent.type(
    canvas.getByLabelText(fieldLabel(t('onboarding.fields.password'))),
    'Carbon2026',
  );
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
}

const currentPath = (canvas: Canvas) => canvas.getByTestId('current-path');

/** Right credentials: the session is kept and home opens with the member's balances. */
export const LoginSuccess: Story = {
  parameters: {
    msw: { handlers: [...homeFor('member'), replyOk(endpoints.auth.login, memberSession())] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await submitLogin(canvas, t);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('home')));
    await expectHomeShown(canvas, globals, 'member');
    await expect(localStorage.getItem('isLogin')).not.toBeNull();
  },
};

/** A wrong password: the catalogue message says how many attempts are left. */
export const WrongPasswordAttemptsLeft: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyRefused(endpoints.auth.login, 'LOGIN_PASSWORD_ATTEMPTS_LEFT', {
          params: { times: 2 },
        }),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await submitLogin(canvas, t);
    const message = storyErrorText(globals)('LOGIN_PASSWORD_ATTEMPTS_LEFT', {
      times: 2,
    });
    await expect(await canvas.findByText(containing(message))).toBeVisible();
    await expect(currentPath(canvas)).toHaveTextContent(href('login'));
  },
};

/** Too many wrong passwords: the account is locked for now. */
export const Locked: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyRefused(endpoints.auth.login, 'LOGIN_ATTEMPTS_EXCEEDED'),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await submitLogin(canvas, t);
    const message = storyErrorText(globals)('LOGIN_ATTEMPTS_EXCEEDED');
    await expect(await canvas.findByText(containing(message))).toBeVisible();
  },
};

/** "Continue as guest": a guest session, and home with the invitation instead of balances. */
export const Guest: Story = {
  parameters: {
    msw: { handlers: [...homeFor('guest'), replyOk(endpoints.auth.guestLogin, guestSession)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('onboarding.login.guest') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('home')));
    await expectHomeShown(canvas, globals, 'guest');
    await expect(canvas.queryByRole('heading', { name: t('home.balances.title') })).toBeNull();
  },
};

/** Offline: the form says so and the network toast shows. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.auth.login)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await submitLogin(canvas, t);
    const message = storyErrorText(globals)('NETWORK_ERROR');
    await waitFor(() =>
      expect(within(document.body).getAllByText(containing(message)).length).toBeGreaterThan(0),
    );
    await expect(currentPath(canvas)).toHaveTextContent(href('login'));
  },
};

/** A member whose token the server no longer knows: the session ends and login opens. */
export const SessionExpired: Story = {
  args: { path: href('home') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.projects.list, projectsPage),
        replyOk(endpoints.news.list, newsPage),
        replySessionEnded(endpoints.wallet.balances),
        noUnreadNotifications,
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.login.title') }),
    ).toBeVisible();
    const message = storyErrorText(globals)('SESSION_EXPIRED');
    await expect(await within(document.body).findByText(containing(message))).toBeVisible();
    await afterToast(canvasElement, containing(message));
    await expect(localStorage.getItem('token')).toBeNull();
  },
};
