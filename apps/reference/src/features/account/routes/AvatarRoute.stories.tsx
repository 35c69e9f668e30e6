import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  noUnreadNotifications,
  replyOk,
  replyRecording,
  replySessionEnded,
  runtimeConfigHandler,
  uploadedFile,
  uploadsServedFrom,
} from '../../../testing/apiHandlers';
import { fakePngFile, photoFile, textFile } from '../../../testing/fixtures/pictures';
import { memberProfile } from '../../../testing/fixtures/profile';
import { balances } from '../../../testing/fixtures/wallet';
import { memberSession } from '../../../testing/fixtures/session';
import { startStory, stored, storyErrorText, storyT } from '../../../testing/storySetup';
import {
  afterToast,
  containing,
  currentPath,
  picturesPainted,
  portalled,
} from '../../../testing/storyQueries';
import { STORAGE_KEYS } from '../../../lib/storage/storageKeys';
import { href } from '../../../shared/routing/href';

const pageHandlers = [runtimeConfigHandler, replyOk(endpoints.profile.get, memberProfile)];

const meta = {
  title: 'Reference/Account/Avatar',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: pageHandlers } },
  args: { path: href('avatarCropper') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** Where the server stores an avatar: the address its reply names. */
const STORED_URL = '/h5/uploads/0123456789abcdef0123456789abcdef.jpg';

/** Picks `file` with the page's picture button (whatever its type: a phone may offer any file). */
async function pick(canvas: Canvas, label: string, file: File) {
  const input = await canvas.findByLabelText(label);
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

/** The crop window, once the picture under it has loaded. */
const cropWindow = (canvas: Canvas, t: T) =>
  canvas.findByRole('application', { name: t('profile.avatar.cropArea') });

/** Picks the photo with the button named `label`, and waits until it shows under the crop window. */
async function photoToCrop(canvas: Canvas, canvasElement: HTMLElement, t: T, label: string) {
  await pick(canvas, label, await photoFile());
  await expect(await cropWindow(canvas, t)).toBeVisible();
  await picturesPainted(canvasElement);
}

/** The page says why the square was refused, with no Try again (it would be refused again). */
async function refusedForGood(canvas: Canvas, t: T, message: string) {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expect(canvas.queryByRole('button', { name: t('common.retry') })).toBeNull();
}

/** Picks the photo, waits for its crop window, and sends the square it shows first. */
async function pickAndCrop(canvas: Canvas, t: T) {
  await pick(canvas, t('profile.avatar.choose'), await photoFile());
  await cropWindow(canvas, t);
  const use = canvas.getByRole('button', { name: t('profile.avatar.use') });
  await waitFor(() => expect(use).toBeEnabled());
  await userEvent.click(use);
}

/** The addresses of the pictures on the page, those set beside a name included (no alt text). */
const pictureSources = (root: HTMLElement) =>
  [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));

/** The width and height of a picture file as the browser decodes it. */
async function sizeOf(file: File | null): Promise<[number, number]> {
  if (file === null) return [0, 0];
  const bitmap = await createImageBitmap(file);
  return [bitmap.width, bitmap.height];
}

const accepted = replyRecording(endpoints.profile.uploadAvatar, [
  { ok: { avatarUrl: STORED_URL } },
]);

/**
 * From the Profile tab, through the details' Change photo: the member picks a landscape photo and
 * keeps the square in its middle. The page sends it as a 120 x 120 JPEG (the crop's own size:
 * small crops are not blown up), says it is saved and shows it; the details and then the tab's
 * card show the new picture at once (the server still answers the old profile).
 */
export const ChangesTheAvatarSeenOnTheProfileTab: Story = {
  args: { path: href('profile') },
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        noUnreadNotifications,
        replyOk(endpoints.wallet.balances, balances),
        accepted.handler,
        uploadsServedFrom(accepted),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const sent = accepted.requests.length;
    await userEvent.click(
      await canvas.findByRole('link', { name: new RegExp(`^${t('profile.hub.account.details')}`) }),
    );
    await userEvent.click(
      await canvas.findByRole('link', { name: t('profile.details.changePhoto') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('avatarCropper')));

    await pickAndCrop(canvas, t);
    await expect(await canvas.findByText(t('profile.avatar.done'))).toBeVisible();
    const file = uploadedFile(accepted.requests[sent]);
    await expect(file?.type).toBe('image/jpeg');
    await expect(await sizeOf(file)).toEqual([120, 120]);
    const shown = canvas.getByRole<HTMLImageElement>('img', { name: t('profile.avatar.preview') });
    await expect(shown).toHaveAttribute('src', STORED_URL);
    await waitFor(() => expect(shown.naturalWidth).toBe(120));
    await expect(JSON.parse(stored(STORAGE_KEYS.loginInfo) ?? '{}')).toMatchObject({
      avatar: STORED_URL,
    });

    await userEvent.click(canvas.getByRole('button', { name: t('profile.avatar.finish') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('profileEdit')));
    await canvas.findByRole('link', { name: t('profile.details.changePhoto') });
    await expect(pictureSources(canvasElement)).toContain(STORED_URL);
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('profile')));
    const card = await canvas.findByRole('region', { name: 'Mei Lin Tan' });
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', STORED_URL));
    await picturesPainted(canvasElement);
  },
};

const neverSent = replyRecording(endpoints.profile.uploadAvatar, [
  { ok: { avatarUrl: STORED_URL } },
]);

/**
 * A text file, then a file that calls itself a PNG but is none: each is refused before anything
 * is cropped or sent, and a photo can still be picked.
 */
export const NotAPicture: Story = {
  parameters: { msw: { handlers: [...pageHandlers, neverSent.handler] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const sent = neverSent.requests.length;
    const message = storyErrorText(globals)('FILE_TYPE_INVALID');
    await pick(canvas, t('profile.avatar.choose'), textFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await pick(canvas, t('profile.avatar.choose'), fakePngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(canvas.queryByRole('application')).toBeNull();
    await expect(neverSent.requests.length).toBe(sent);
    await photoToCrop(canvas, canvasElement, t, t('profile.avatar.choose'));
  },
};

const refusedAsNoPicture = replyRecording(endpoints.profile.uploadAvatar, [
  { refused: 'FILE_TYPE_INVALID', fields: { file: 'FILE_TYPE_INVALID' } },
]);

/** The server does not take the square as a picture: the page says so, with no Try again. */
export const RefusedAsNoPicture: Story = {
  parameters: { msw: { handlers: [...pageHandlers, refusedAsNoPicture.handler] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await pickAndCrop(canvas, t);
    await refusedForGood(canvas, t, storyErrorText(globals)('FILE_TYPE_INVALID'));
    await expect(canvas.getByLabelText(t('profile.avatar.chooseAnother'))).toBeEnabled();
    await picturesPainted(canvasElement);
  },
};

const tooLarge = replyRecording(endpoints.profile.uploadAvatar, [{ refused: 'FILE_TOO_LARGE' }]);

/** The server finds the square over its size limit: the page says so; another picture may go. */
export const TooLarge: Story = {
  parameters: { msw: { handlers: [...pageHandlers, tooLarge.handler] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await pickAndCrop(canvas, t);
    await refusedForGood(canvas, t, storyErrorText(globals)('FILE_TOO_LARGE'));
    await photoToCrop(canvas, canvasElement, t, t('profile.avatar.chooseAnother'));
  },
};

const lostThenAccepted = replyRecording(endpoints.profile.uploadAvatar, [
  'networkError',
  { ok: { avatarUrl: STORED_URL } },
]);

/**
 * The network drops on the way: the page says so (and the app's toast), keeps the crop, and Try
 * again sends the same square, which is saved.
 */
export const NetworkError: Story = {
  parameters: {
    msw: {
      handlers: [...pageHandlers, lostThenAccepted.handler, uploadsServedFrom(lostThenAccepted)],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const sent = lostThenAccepted.requests.length;
    const message = storyErrorText(globals)('NETWORK_ERROR');
    await pickAndCrop(canvas, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    // The toast may show after the page's own message: waited for, then for it to hide.
    await waitFor(() => expect(portalled(canvasElement, containing(message))).not.toHaveLength(0));
    await afterToast(canvasElement, containing(message));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByText(t('profile.avatar.done'))).toBeVisible();
    const [first, again] = lostThenAccepted.requests
      .slice(sent)
      .map((request) => uploadedFile(request));
    await expect(again?.size).toBe(first?.size);
    await expect(new Uint8Array((await again?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array((await first?.arrayBuffer()) ?? new ArrayBuffer(1)),
    );
    await picturesPainted(canvasElement);
  },
};

/** The session ended while the square was sent: the app goes to login and says why. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, replySessionEnded(endpoints.profile.uploadAvatar)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await pickAndCrop(canvas, storyT(globals));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = containing(storyErrorText(globals)('SESSION_EXPIRED'));
    await expect(await within(document.body).findByText(message)).toBeVisible();
    await afterToast(canvasElement, message);
  },
};
