import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  noUnreadNotifications,
  replyNetworkError,
  replyOk,
  replyRecording,
  replySessionEnded,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { memberProfile } from '../../../testing/fixtures/profile';
import { balances } from '../../../testing/fixtures/wallet';
import { memberSession } from '../../../testing/fixtures/session';
import { startStory, stored, storyErrorText, storyT } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { STORAGE_KEYS } from '../../../lib/storage/storageKeys';
import { href } from '../../../shared/routing/href';

const profileOk = replyOk(endpoints.profile.get, memberProfile);
const pageHandlers = [runtimeConfigHandler, profileOk];

const meta = {
  title: 'Reference/Account/ProfileDetails',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: pageHandlers } },
  args: { path: href('profileEdit') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

const textbox = (canvas: Canvas, label: string) =>
  canvas.findByRole('textbox', { name: new RegExp(`^${label}`) });

/** Replaces the last name with `lastName` and saves, once the form is in. */
async function saveLastName(canvas: Canvas, t: T, lastName: string) {
  await canvas.findByRole('button', { name: t('profile.details.editable.save') });
  const field = await textbox(canvas, t('profile.details.editable.lastName'));
  await userEvent.clear(field);
  await userEvent.type(field, lastName);
  await userEvent.click(canvas.getByRole('button', { name: t('profile.details.editable.save') }));
}

const renamed = { ...memberProfile, lastName: 'Lim', mobile: '98765432' };
const saved = replyRecording(endpoints.profile.update, [{ ok: renamed }]);

/**
 * From the Profile tab's entry: the member changes her last name and mobile number; only those
 * two are sent, the page says they are saved, and back on the tab her card has the new name at
 * once (the saved profile replaced the cached one; the server still answers the old one).
 */
export const ChangesTheNameSeenOnTheProfileTab: Story = {
  args: { path: href('profile') },
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        noUnreadNotifications,
        replyOk(endpoints.wallet.balances, balances),
        saved.handler,
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = saved.requests.length;
    await userEvent.click(
      await canvas.findByRole('link', { name: new RegExp(`^${t('profile.hub.account.details')}`) }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('profileEdit')));
    const mobile = await textbox(canvas, t('profile.details.editable.mobile'));
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '98765432');
    await saveLastName(canvas, t, 'Lim');
    await expect(await canvas.findByText(t('profile.details.saved'))).toBeVisible();
    const body = saved.requests[sent]?.body;
    await expect(body).toMatchObject({ lastName: 'Lim', mobile: '98765432' });
    await expect(body).not.toHaveProperty('firstName');
    await expect(JSON.parse(stored(STORAGE_KEYS.loginInfo) ?? '{}')).toMatchObject({
      realname: 'Mei Lin Lim',
      mobile: '98765432',
    });
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('profile')));
    await expect(await canvas.findByRole('region', { name: 'Mei Lin Lim' })).toBeVisible();
  },
};

const notHolder = replyRecording(endpoints.profile.update, [
  { refused: 'HOLDER_NAME_MISMATCH', fields: { lastName: 'HOLDER_NAME_MISMATCH' } },
]);

/** With a bank card saved in her name, a new name is refused: the page says why, and what to do. */
export const NameRefusedForTheBankCard: Story = {
  parameters: { msw: { handlers: [...pageHandlers, notHolder.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await saveLastName(canvas, t, 'Lim');
    await expect(
      await canvas.findByText(t('profile.details.editable.holderMismatch')),
    ).toBeVisible();
  },
};

const refusedCharacters = replyRecording(endpoints.profile.update, [
  { refused: 'TEXT_CHARACTERS_INVALID', fields: { lastName: 'TEXT_CHARACTERS_INVALID' } },
]);

/** The server refuses a character of the name: shown on its field. */
export const CharactersRefused: Story = {
  parameters: { msw: { handlers: [...pageHandlers, refusedCharacters.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await saveLastName(canvas, t, 'Lim');
    const field = await textbox(canvas, t('profile.details.editable.lastName'));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(
      canvas.getByText(storyErrorText(globals)('TEXT_CHARACTERS_INVALID')),
    ).toBeVisible();
  },
};

const offline = replyRecording(endpoints.profile.update, ['networkError']);

/** The network fails on the way: the reason above the form, which keeps what was typed. */
export const SaveNetworkError: Story = {
  parameters: { msw: { handlers: [...pageHandlers, offline.handler] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await saveLastName(canvas, t, 'Lim');
    const message = storyErrorText(globals)('NETWORK_ERROR');
    await expect(await within(await canvas.findByRole('alert')).findByText(message)).toBeVisible();
    await expect(await textbox(canvas, t('profile.details.editable.lastName'))).toHaveValue('Lim');
    await afterToast(canvasElement, containing(message));
  },
};

/** The profile cannot be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.profile.get)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await canvas.findByText(t('profile.details.loadError'))).toBeVisible();
    await afterToast(canvasElement, containing(storyErrorText(globals)('NETWORK_ERROR')));
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
