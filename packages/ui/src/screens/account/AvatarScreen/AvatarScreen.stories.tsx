import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { within } from 'storybook/test';
import { AvatarScreen } from './AvatarScreen';
import type { PictureArea } from './pictureArea';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { sampleAvatarUrl, sampleMember } from '../../../fixtures/members';
import { samplePhotoUrl } from '../../../fixtures/photos';

const ready = <T,>(data: T) => ({ status: 'ready', data }) as const;
const withPhoto = ready({ ...sampleMember, avatarUrl: sampleAvatarUrl });

const meta = {
  title: 'Screens/Account/Avatar',
  component: AvatarScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    member: ready(sampleMember),
    step: { step: 'choose' },
    onPick: fn(),
    onCrop: fn(),
    onCancelCrop: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AvatarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** The crop window, once the picture under it has loaded. */
const cropWindow = (canvas: Canvas, t: T) =>
  canvas.findByRole('application', { name: t('profile.avatar.cropArea') });
/** The zoom the slider shows. */
const zoom = (canvas: Canvas, t: T) =>
  Number(
    (canvas.getByRole('slider', { name: t('profile.avatar.zoom') }) as HTMLInputElement).value,
  );
/** The square the member kept, as the last call of `onCrop` was told it. */
const croppedArea = (onCrop: unknown) =>
  (onCrop as ReturnType<typeof fn>).mock.lastCall?.[0] as PictureArea | undefined;

/**
 * No picture picked yet: the member's avatar (initials without one), what to do, and the button
 * that opens the phone's pictures. The file picked goes to the page as it is.
 */
export const NoPictureYet: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('profile.avatar.description'))).toBeVisible();
    const input = canvas.getByLabelText(t('profile.avatar.choose'));
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const file = new File(['picture'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The member has a photo: it shows, large, above the way to a new one. */
export const CurrentPhoto: Story = {
  args: { member: withPhoto },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole<HTMLImageElement>('img', { name: 'Mei Lin Tan' });
    await expect(photo).toHaveAttribute('src', sampleAvatarUrl);
    await waitFor(() => expect(photo.complete && photo.naturalWidth > 0).toBe(true));
  },
};

/**
 * Cropping a landscape picture: the window is square (round to see). The arrow keys move the
 * picture and + and − zoom it, as the slider does; Use this photo tells the page the square kept,
 * in the picture's own pixels.
 */
export const Cropping: Story = {
  args: { step: { step: 'crop', picture: samplePhotoUrl } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const cropper = await cropWindow(canvas, t);
    await expect(cropper).toHaveAccessibleDescription(t('profile.avatar.cropHint'));
    const use = canvas.getByRole('button', { name: t('profile.avatar.use') });
    await waitFor(() => expect(use).toBeEnabled());

    // The whole height of the 240 x 160 picture, its middle.
    await userEvent.click(use);
    await expect(croppedArea(args.onCrop)).toEqual({ x: 40, y: 0, width: 160, height: 160 });

    // + zooms in (the slider follows), − back out; an arrow key moves the picture.
    cropper.focus();
    await userEvent.keyboard('++');
    await waitFor(() => expect(zoom(canvas, t)).toBeCloseTo(1.4));
    await userEvent.keyboard('-');
    await waitFor(() => expect(zoom(canvas, t)).toBeCloseTo(1.2));
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(use);
    await waitFor(() => {
      const area = croppedArea(args.onCrop);
      // Zoomed in by a fifth: a smaller square, moved right of the middle by the arrow key.
      expect(area?.width).toBe(area?.height);
      expect(area?.width).toBeLessThan(160);
      expect(area?.x).toBeGreaterThan(40 + (160 - (area?.width ?? 0)) / 2);
    });
  },
};

/** Cancel leaves the crop for another picture. */
export const CancelCrop: Story = {
  args: { step: { step: 'crop', picture: samplePhotoUrl } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await cropWindow(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('common.cancel') }));
    await expect(args.onCancelCrop).toHaveBeenCalledTimes(1);
    await expect(args.onCrop).not.toHaveBeenCalled();
  },
};

/** A file that is no picture was picked: the page says which pictures it takes. */
export const NotAPicture: Story = {
  args: { error: 'FILE_TYPE_INVALID' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('profile.avatar.refused'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('FILE_TYPE_INVALID'));
    await expect(canvas.getByLabelText(t('profile.avatar.choose'))).toBeEnabled();
  },
};

/**
 * The crop was refused as over the size limit: no Try again (the same file would be refused
 * again), only another picture.
 */
export const TooLarge: Story = {
  args: { step: { step: 'failed', preview: samplePhotoUrl }, error: 'FILE_TOO_LARGE' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('FILE_TOO_LARGE'),
    );
    await expect(canvas.queryByRole('button', { name: t('common.retry') })).toBeNull();
    await expect(canvas.getByLabelText(t('profile.avatar.chooseAnother'))).toBeEnabled();
  },
};

/** The crop is on its way: the picture as cropped, and how much of it has gone. */
export const Sending: Story = {
  args: { step: { step: 'send', preview: samplePhotoUrl, progress: 0.4 } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const progress = canvas.getByRole('progressbar', { name: t('profile.avatar.sending') });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('img', { name: t('profile.avatar.preview') })).toHaveAttribute(
      'src',
      samplePhotoUrl,
    );
    await expect(canvas.queryByRole('button', { name: t('profile.avatar.use') })).toBeNull();
  },
};

/**
 * The network dropped on the way: the crop is kept, Try again sends it again; another picture
 * can be chosen instead.
 */
export const NetworkError: Story = {
  args: {
    step: { step: 'failed', preview: samplePhotoUrl },
    error: 'NETWORK_ERROR',
    onResend: fn(),
  },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('NETWORK_ERROR'),
    );
    await expect(canvas.getByRole('img', { name: t('profile.avatar.preview') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText(t('profile.avatar.chooseAnother'))).toBeEnabled();
  },
};

/** Saved: the page says so, in a region that announces it, shows the new photo; Done goes back. */
export const Saved: Story = {
  args: { member: ready({ ...sampleMember, avatarUrl: samplePhotoUrl }), step: { step: 'done' } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('profile.avatar.done'));
    await expect(canvas.getByRole('img', { name: t('profile.avatar.preview') })).toHaveAttribute(
      'src',
      samplePhotoUrl,
    );
    await userEvent.click(canvas.getByRole('button', { name: t('profile.avatar.finish') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The profile is loading: the page's outline. */
export const Loading: Story = {
  args: { member: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByLabelText(storyT(globals)('profile.avatar.loading')),
    ).toBeInTheDocument();
  },
};

/** The profile could not be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  args: { member: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Cropping, in the dark theme. */
export const CroppingDark: Story = {
  args: { step: { step: 'crop', picture: samplePhotoUrl } },
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    await cropWindow(canvas, storyT(globals));
  },
};

/** Lost on the way, in the dark theme. */
export const NetworkErrorDark: Story = {
  ...NetworkError,
  globals: { theme: 'dark' },
};
