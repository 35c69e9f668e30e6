import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyOk,
  replyRecording,
  replySessionEnded,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { memberProfile } from '../../../testing/fixtures/profile';
import { balances } from '../../../testing/fixtures/wallet';
import { memberSession } from '../../../testing/fixtures/session';
import { startStory, storyErrorText, storyT } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

/*
 * What a member's app may ask besides the page's own call: answered, so that no request falls
 * through to the story server (whose empty reply would end the session) whatever the timing.
 */
const pageHandlers = [
  runtimeConfigHandler,
  replyOk(endpoints.profile.get, memberProfile),
  replyOk(endpoints.wallet.balances, balances),
];

const meta = {
  title: 'Reference/Account/LoginPassword',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: pageHandlers } },
  args: { path: href('loginPassword') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

const passwordField = async (canvas: Canvas, label: string) =>
  canvas.findByLabelText(new RegExp(`^${label}`));

/** Types the current password and the new one twice, and sends them. */
async function changePassword(canvas: Canvas, t: T, current = 'Greener2026') {
  // The form, once the page is here (its chunk and strings load first).
  await canvas.findByRole('button', { name: t('profile.password.login.submit') });
  await userEvent.type(await passwordField(canvas, t('profile.password.login.current')), current);
  await userEvent.type(await passwordField(canvas, t('profile.password.login.new')), 'Forest2027');
  await userEvent.type(await passwordField(canvas, t('profile.password.confirm')), 'Forest2027');
  await userEvent.click(canvas.getByRole('button', { name: t('profile.password.login.submit') }));
}

const changed = replyRecording(endpoints.profile.changeLoginPassword, [{ ok: {} }]);

/**
 * Reached from Settings by its row; the member changes it: the page sends the three fields and
 * says it is changed, and that the other devices were logged out.
 */
export const ChangesIt: Story = {
  args: { path: href('settings') },
  parameters: { msw: { handlers: [...pageHandlers, changed.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = changed.requests.length;
    await userEvent.click(
      await canvas.findByRole('link', { name: t('onboarding.settings.loginPassword') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('loginPassword')));
    await changePassword(canvas, t);
    await expect(await canvas.findByText(t('profile.password.login.done'))).toBeVisible();
    await expect(canvas.getByText(t('profile.password.login.doneDescription'))).toBeVisible();
    await expect(changed.requests[sent]?.body).toMatchObject({
      oldPassword: 'Greener2026',
      password: 'Forest2027',
      confirmPassword: 'Forest2027',
    });
  },
};

const wrong = replyRecording(endpoints.profile.changeLoginPassword, [
  { refused: 'PASSWORD_ATTEMPTS_LEFT', params: { times: 3 } },
]);

/** A wrong current password: the page says how many tries are left before the account locks. */
export const WrongCurrentPassword: Story = {
  parameters: { msw: { handlers: [...pageHandlers, wrong.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await changePassword(canvas, t, 'Wrong2026x');
    await expect(
      await canvas.findByText(storyErrorText(globals)('PASSWORD_ATTEMPTS_LEFT', { times: 3 })),
    ).toBeVisible();
  },
};

const sameAsWithdrawal = replyRecording(endpoints.profile.changeLoginPassword, [
  {
    refused: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    fields: { password: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN' },
  },
]);

/** The new password is the withdrawal password: refused on its field. */
export const SameAsWithdrawalPassword: Story = {
  parameters: { msw: { handlers: [...pageHandlers, sameAsWithdrawal.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await changePassword(canvas, t);
    await expect(
      await canvas.findByText(storyErrorText(globals)('WITHDRAWAL_PASSWORD_SAME_AS_LOGIN')),
    ).toBeVisible();
    await expect(await passwordField(canvas, t('profile.password.login.new'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

const locked = replyRecording(endpoints.profile.changeLoginPassword, [
  { refused: 'LOGIN_ATTEMPTS_EXCEEDED' },
]);

/** The fifth wrong one locks the account: its session is over, and login opens and says why. */
export const AccountLocked: Story = {
  parameters: { msw: { handlers: [...pageHandlers, locked.handler] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await changePassword(canvas, storyT(globals), 'Wrong2026x');
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = containing(storyErrorText(globals)('LOGIN_ATTEMPTS_EXCEEDED'));
    await expect(await within(document.body).findByText(message)).toBeVisible();
    await afterToast(canvasElement, message);
  },
};

const offline = replyRecording(endpoints.profile.changeLoginPassword, ['networkError']);

/** The network fails on the way: the reason shows above the form, which keeps what was typed. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: [...pageHandlers, offline.handler] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await changePassword(canvas, t);
    const message = storyErrorText(globals)('NETWORK_ERROR');
    await expect(await within(await canvas.findByRole('alert')).findByText(message)).toBeVisible();
    await expect(await passwordField(canvas, t('profile.password.login.new'))).toHaveValue(
      'Forest2027',
    );
    await afterToast(canvasElement, containing(message));
  },
};

/** The session ended meanwhile: the app goes to login and says why. */
export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [...pageHandlers, replySessionEnded(endpoints.profile.changeLoginPassword)],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await changePassword(canvas, storyT(globals));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = containing(storyErrorText(globals)('SESSION_EXPIRED'));
    await expect(await within(document.body).findByText(message)).toBeVisible();
    await afterToast(canvasElement, message);
  },
};
