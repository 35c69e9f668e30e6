import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TOAST_DURATION_MS } from '@carbonmarket/domain';
import { Toast, ToastProvider } from './Toast';
import { useToast } from './useToast';
import { Button } from '../Button/Button';
import { storyT } from '../../testing/storyI18n';
import { storySamples } from '../../testing/storySamples';

/** Sample texts a screen would pass in, in each story locale. */
const samples = {
  en: {
    success: 'Purchase complete',
    error: 'Network error',
    loading: 'Submitting order',
    info: 'Selling starts at 10:00',
    long: 'Your withdrawal request has been received and will reach your bank account within 3 working days',
    showSuccess: 'Show success',
    showError: 'Show error',
    showLoading: 'Show loading',
    dismiss: 'Dismiss',
  },
  cn: {
    success: '购买成功',
    error: '网络错误',
    loading: '正在提交订单',
    info: '10:00 开始认购',
    long: '您的提现申请已受理，资金将在 3 个工作日内到达您的银行账户',
    showSuccess: '显示成功提示',
    showError: '显示错误提示',
    showLoading: '显示加载提示',
    dismiss: '关闭提示',
  },
};
const { localise, sample } = storySamples(samples);

/** Waits until the toast's card is on the page (its code is loaded when first needed). */
const cardShown = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.ownerDocument.body.querySelector('[data-toast]')).not.toBeNull(),
  );

const meta = {
  title: 'Components/Toast',
  component: Toast,
  // Its toasts are drawn open on their own and never hide: pictured at once (vitest.setup).
  parameters: { layout: 'fullscreen', toastStays: true },
  args: { type: 'success', message: samples.en.success, open: true },
  // The card's code loads on first use: every story waits for it before its checks or picture.
  play: async ({ canvasElement, args }) => {
    if (args.open !== false) await cardShown(canvasElement);
  },
  render: function Render(args, { globals }) {
    // The English sample follows the story locale; any other text typed into the controls shows as is.
    return <Toast {...args} message={localise(globals, args.message) ?? args.message} />;
  },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    await cardShown(canvasElement);
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(status).toHaveTextContent(sample(globals, 'success'));
    await expect(
      within(status).getByRole('img', { name: storyT(globals)('feedback.toast.success') }),
    ).toBeVisible();
  },
};
export const ErrorMessage: Story = {
  name: 'Error',
  args: { type: 'error', message: samples.en.error },
  play: async ({ canvasElement, globals }) => {
    await cardShown(canvasElement);
    await expect(within(canvasElement.ownerDocument.body).getByRole('alert')).toHaveTextContent(
      sample(globals, 'error'),
    );
  },
};
export const Loading: Story = { args: { type: 'loading', message: samples.en.loading } };
export const Info: Story = { args: { type: 'info', message: samples.en.info } };
export const LongMessage: Story = { args: { type: 'success', message: samples.en.long } };
export const Dark: Story = { args: { type: 'success' }, globals: { theme: 'dark' } };
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('status')).toBeEmptyDOMElement();
    await expect(body.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Buttons that show toasts through `useToast()`, as a screen would. */
function Demo({ globals }: { globals: Record<string, unknown> }) {
  const toast = useToast();
  return (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <Button onClick={() => toast.success(sample(globals, 'success'))}>
        {sample(globals, 'showSuccess')}
      </Button>
      <Button variant="secondary" onClick={() => toast.error(sample(globals, 'error'))}>
        {sample(globals, 'showError')}
      </Button>
      <Button variant="secondary" onClick={() => toast.loading(sample(globals, 'loading'))}>
        {sample(globals, 'showLoading')}
      </Button>
      <Button variant="plain" onClick={() => toast.dismiss()}>
        {sample(globals, 'dismiss')}
      </Button>
    </div>
  );
}

const demoRender: Story['render'] = (_args, { globals }) => (
  <ToastProvider>
    <Demo globals={globals} />
  </ToastProvider>
);

/** A success toast shows, then hides after TOAST_DURATION_MS; a loading toast stays until dismissed. */
export const ProviderDemo: Story = {
  render: demoRender,
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'showSuccess') }));
    const success = await body.findByText(sample(globals, 'success'));
    await expect(body.getByRole('status')).toContainElement(success);
    await waitFor(() => expect(body.queryByText(sample(globals, 'success'))).toBeNull(), {
      timeout: 3000,
    });

    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'showLoading') }));
    await expect(await body.findByText(sample(globals, 'loading'))).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 300));
    await expect(body.getByText(sample(globals, 'loading'))).toBeVisible();
    // The toast never blocks the page: the buttons under it still work.
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'dismiss') }));
    await expect(body.queryByText(sample(globals, 'loading'))).toBeNull();
  },
};

/** Only one toast at a time: an error replaces the loading toast and is announced as an alert. */
export const NewToastReplacesOld: Story = {
  render: demoRender,
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'showLoading') }));
    await expect(await body.findByText(sample(globals, 'loading'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'showError') }));
    await expect(body.getByRole('alert')).toHaveTextContent(sample(globals, 'error'));
    await expect(body.queryByText(sample(globals, 'loading'))).toBeNull();
    await expect(body.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(body.getByRole('alert')).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};
