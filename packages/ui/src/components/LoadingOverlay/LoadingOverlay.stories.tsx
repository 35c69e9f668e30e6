import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';
import { Button } from '../Button/Button';
import { storyT } from '../../testing/storyI18n';
import { storySamples } from '../../testing/storySamples';

/** Sample texts a screen would pass in, in each story locale. */
const samples = {
  en: {
    submitting: 'Submitting order',
    long: 'Confirming your payment with the bank, this can take up to a minute',
  },
  cn: { submitting: '正在提交订单', long: '正在与银行确认您的付款，最长可能需要一分钟' },
};
const { localise, sample } = storySamples(samples);

/** The press handler of the page button under the overlay. */
const pressedUnder = fn();

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
  args: { open: true },
  render: function Render(args, { globals }) {
    return (
      <div style={{ padding: 16 }}>
        <Button fullWidth onClick={pressedUnder}>
          {storyT(globals)('common.submit')}
        </Button>
        <LoadingOverlay {...args} message={localise(globals, args.message)} />
      </div>
    );
  },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(status).toHaveTextContent(storyT(globals)('feedback.loadingOverlay.message'));
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};
export const WithMessage: Story = {
  args: { message: samples.en.submitting },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('status')).toHaveTextContent(
      sample(globals, 'submitting'),
    );
  },
};
export const LongMessage: Story = { args: { message: samples.en.long } };
export const Dark: Story = { args: { message: samples.en.submitting }, globals: { theme: 'dark' } };
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('status')).toBeNull();
    pressedUnder.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.submit') }));
    await expect(pressedUnder).toHaveBeenCalledOnce();
  },
};

/** Whatever sits under the overlay cannot be reached by a press. */
export const BlocksThePage: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const button = canvas.getByRole('button', { name: storyT(globals)('common.submit') });
    const box = button.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(button.contains(hit)).toBe(false);
    await expect(hit?.closest('[data-loading-overlay]')).not.toBeNull();
  },
};
