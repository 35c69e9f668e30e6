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
import { memberSession } from '../../../testing/fixtures/session';
import { startStory, storyErrorText, storyT } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const withoutPassword = replyOk(endpoints.profile.get, {
  ...memberProfile,
  hasWithdrawalPassword: false,
});
const withPassword = replyOk(endpoints.profile.get, memberProfile);

const meta = {
  title: 'Reference/Account/WithdrawalPassword',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: [runtimeConfigHandler, withPassword] } },
  args: { path: href('withdrawalPassword') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const passwordField = async (canvas: Canvas, label: string) =>
  canvas.findByLabelText(new RegExp(`^${label}`));

const setOk = replyRecording(endpoints.profile.setWithdrawalPassword, [{ ok: {} }]);

/** A member without one sets it: the page sends it and says it is saved. */
export const SetsTheFirst: Story = {
  parameters: { msw: { handlers: [runtimeConfigHandler, withoutPassword, setOk.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = setOk.requests.length;
    // The form, once the member is here (the outline before it has fields of the same names).
    await canvas.findByRole('button', { name: t('profile.password.withdrawal.setSubmit') });
    await userEvent.type(
      await passwordField(canvas, t('profile.password.withdrawal.new')),
      'Carbon2026#',
    );
    await userEvent.type(await passwordField(canvas, t('profile.password.confirm')), 'Carbon2026#');
    await userEvent.click(
      canvas.getByRole('button', { name: t('profile.password.withdrawal.setSubmit') }),
    );
    await expect(await canvas.findByText(t('profile.password.withdrawal.done'))).toBeVisible();
    await expect(setOk.requests[sent]?.body).toMatchObject({
      password: 'Carbon2026#',
      confirmPassword: 'Carbon2026#',
    });
  },
};

const wrong = replyRecording(endpoints.profile.changeWithdrawalPassword, [
  { refused: 'TRADING_PASSWORD_ATTEMPTS_LEFT', params: { times: 3 } },
]);

/** A wrong current password: the page says how many tries are left. */
export const WrongCurrentPassword: Story = {
  parameters: { msw: { handlers: [runtimeConfigHandler, withPassword, wrong.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await canvas.findByRole('button', { name: t('profile.password.withdrawal.changeSubmit') });
    await userEvent.type(
      await passwordField(canvas, t('profile.password.withdrawal.current')),
      'Wrong2026#x',
    );
    await userEvent.type(
      await passwordField(canvas, t('profile.password.withdrawal.new')),
      'Forest!2027',
    );
    await userEvent.type(await passwordField(canvas, t('profile.password.confirm')), 'Forest!2027');
    await userEvent.click(
      canvas.getByRole('button', { name: t('profile.password.withdrawal.changeSubmit') }),
    );
    await expect(
      await canvas.findByText(
        storyErrorText(globals)('TRADING_PASSWORD_ATTEMPTS_LEFT', { times: 3 }),
      ),
    ).toBeVisible();
  },
};

/** The session ended: the app goes to login and says why. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replySessionEnded(endpoints.profile.get)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = containing(storyErrorText(globals)('SESSION_EXPIRED'));
    await expect(await within(document.body).findByText(message)).toBeVisible();
    await afterToast(canvasElement, message);
  },
};
