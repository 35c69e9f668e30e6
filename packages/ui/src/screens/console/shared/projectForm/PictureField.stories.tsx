import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useForm } from 'react-hook-form';
import { EMPTY_PROJECT_FORM } from '@carbonmarket/domain/contract';
import type { ProjectFormValues } from '@carbonmarket/domain/contract';
import { PictureField } from './PictureField';
import type { ProjectPictureUpload } from './PictureField';
import { storyErrorText, storyT } from '../../../../testing/storyI18n';

/** A picture served by Storybook (from .storybook/public), as the server serves an upload. */
const STORED_PICTURE = '/story-pictures/seagrass.svg';

/** The field in a project form holding `imageUrl`, with the upload where it stands. */
function PictureForm({
  imageUrl,
  upload,
  onPick,
}: {
  imageUrl: string;
  upload: ProjectPictureUpload;
  onPick: (file: File) => void;
}) {
  const form = useForm<ProjectFormValues>({ defaultValues: { ...EMPTY_PROJECT_FORM, imageUrl } });
  return <PictureField control={form.control} upload={upload} onPick={onPick} />;
}

const meta = {
  title: 'Screens/Console/Project Form/Picture',
  component: PictureForm,
  parameters: { layout: 'padded' },
  args: { imageUrl: '', upload: { step: 'idle' }, onPick: fn() },
} satisfies Meta<typeof PictureForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: the frame says so, and the button picks a file for the page to upload. */
export const NoPicture: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('group', { name: t('console.projects.form.picture.label') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('console.projects.form.picture.none'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('console.projects.form.picture.remove') }),
    ).toBeNull();
    const file = new File(['picture'], 'seagrass.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText(t('console.projects.form.picture.choose')), file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
  },
};

/** The picture on its way: how far it has got, and no other pick meanwhile. */
export const Uploading: Story = {
  args: { upload: { step: 'sending', progress: 0.4 } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('progressbar', { name: t('console.projects.form.picture.sending') }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.queryByLabelText(t('console.projects.form.picture.choose'))).toBeNull();
  },
};

/** The picture refused (over the size limit): why, and the button to pick another. */
export const Refused: Story = {
  args: { upload: { step: 'failed', error: 'FILE_TOO_LARGE' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(storyErrorText(globals)('FILE_TOO_LARGE'))).toBeVisible();
    await expect(canvas.getByText(t('console.projects.form.picture.refused'))).toBeVisible();
    await expect(canvas.getByLabelText(t('console.projects.form.picture.choose'))).toBeEnabled();
  },
};

/** Lost on the way: the connection's message, and another pick tries again. */
export const NetworkError: Story = {
  args: { upload: { step: 'failed', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
  },
};

/** Just stored: the form takes its address, shown as members will see it. */
export const Stored: Story = {
  args: { upload: { step: 'sent', imageUrl: STORED_PICTURE } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const picture = canvas.getByRole('img', { name: t('console.projects.form.picture.alt') });
    await expect(picture).toHaveAttribute('src', STORED_PICTURE);
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvas.getByLabelText(t('console.projects.form.picture.replace'))).toBeEnabled();
  },
};

/** A project's own picture; Remove takes it off (the project is then saved without one). */
export const Remove: Story = {
  args: { imageUrl: STORED_PICTURE },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.projects.form.picture.remove') }),
    );
    await expect(
      canvas.queryByRole('img', { name: t('console.projects.form.picture.alt') }),
    ).toBeNull();
    await expect(canvas.getByText(t('console.projects.form.picture.none'))).toBeVisible();
  },
};
