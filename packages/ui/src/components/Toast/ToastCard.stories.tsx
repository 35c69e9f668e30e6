import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToastCard } from './ToastCard';
import { storyT } from '../../testing/storyI18n';
import { storySamples } from '../../testing/storySamples';

/** Sample texts a screen would pass in, in each story locale. */
const samples = {
  en: {
    success: 'Top-up submitted',
    error: 'The network is unavailable',
    info: 'Selling starts at 10:00',
    loading: 'Submitting',
    long: 'Your sale is recorded; the proceeds reach your available balance once it is settled',
  },
  cn: {
    success: '充值已提交',
    error: '网络不可用',
    info: '10:00 开始认购',
    loading: '正在提交',
    long: '您的出售已记录，结算后款项将进入您的可用余额',
  },
};
const { localise, sample } = storySamples(samples);

/*
 * The toast's box on its own, as `Toast` places it in the middle of the screen: the icon of its
 * type (a spinner while loading) named for screen readers, and the text, wrapped when long.
 */
const meta = {
  title: 'Components/Toast/Card',
  component: ToastCard,
  // A card on its own never hides: pictured at once (vitest.setup).
  parameters: { toastStays: true },
  args: { type: 'success', message: samples.en.success },
  render: (args, { globals }) => (
    <ToastCard {...args} message={localise(globals, args.message) ?? args.message} />
  ),
} satisfies Meta<typeof ToastCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each type's icon is named for screen readers, beside the message. */
const namedIcon =
  (type: 'success' | 'error' | 'info'): Story['play'] =>
  async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('img', { name: storyT(globals)(`feedback.toast.${type}`) }),
    ).toBeVisible();
    await expect(canvas.getByText(sample(globals, type))).toBeVisible();
  };

export const Success: Story = { play: namedIcon('success') };
export const ErrorCard: Story = {
  name: 'Error',
  args: { type: 'error', message: samples.en.error },
  play: namedIcon('error'),
};
export const Info: Story = {
  args: { type: 'info', message: samples.en.info },
  play: namedIcon('info'),
};

/** Loading: a spinner named as loading, in place of the type's icon. */
export const Loading: Story = {
  args: { type: 'loading', message: samples.en.loading },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(
      canvas.getByRole('img', { name: storyT(globals)('feedback.toast.loading') }),
    ).toBeVisible();
    await expect(canvas.getByText(sample(globals, 'loading'))).toBeVisible();
  },
};

/** A long message wraps inside the card's width, never past it. */
export const LongMessage: Story = {
  args: { message: samples.en.long },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText(sample(globals, 'long'))).toBeVisible();
    const card = canvasElement.querySelector('[data-toast]');
    await expect(card?.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: namedIcon('success') };
