import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { PicturePicker } from './PicturePicker';
import type { PicturePickerProps } from './PicturePicker';
import { onSurface } from '../../testing/onSurface';
import { storyT } from '../../testing/storyI18n';

/** The words of the avatar's picker, so each locale shows its own. */
const LABELS = {
  primary: 'profile.avatar.choose',
  secondary: 'profile.avatar.chooseAnother',
} as const;

function Translated(props: PicturePickerProps) {
  const { t } = useTranslation();
  const label = props.variant === 'secondary' ? LABELS.secondary : LABELS.primary;
  return <PicturePicker {...props} label={t(label)} />;
}

const meta = {
  title: 'Components/PicturePicker',
  component: PicturePicker,
  args: { label: '', onPick: fn() },
  render: (args) => <Translated {...args} />,
  parameters: { layout: 'fullscreen' },
  decorators: [onSurface],
} satisfies Meta<typeof PicturePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The button is the file input's label: the input keeps the name and the focus, offers only the
 * picture types the server takes, and tells the file picked, again when picked again.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByLabelText(storyT(globals)(LABELS.primary));
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const file = new File(['picture'], 'meadow.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
    await userEvent.upload(input, file);
    await expect(args.onPick).toHaveBeenCalledTimes(2);
  },
};

/** Beside a primary action (another picture after one that failed). */
export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText(storyT(globals)(LABELS.secondary))).toBeEnabled();
  },
};
