import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './ErrorState';
import { storyT } from '../../testing/storyI18n';
import { storySamples } from '../../testing/storySamples';

/** Sample texts a screen would pass in, in each story locale. */
const samples = {
  en: {
    offlineTitle: 'You are offline',
    offlineMessage: 'Check your connection, then try again.',
    timeout: 'The server connection timed out, tap to retry.',
    loadFailed: 'The price history could not be loaded.',
    longMessage:
      'The project fact sheet from the registry could not be loaded because the registry did not answer in time. Your holdings and orders are not affected.',
  },
  cn: {
    offlineTitle: '网络已断开',
    offlineMessage: '请检查网络连接后重试。',
    timeout: '服务器连接超时，点击重试。',
    loadFailed: '无法加载价格走势。',
    longMessage: '登记机构未能及时响应，项目情况说明书无法加载。您的持仓和订单不受影响。',
  },
};
const { localise } = storySamples(samples);

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  parameters: { layout: 'padded' },
  args: { onRetry: fn() },
  render: function Render(args, { globals }) {
    return (
      <ErrorState
        {...args}
        title={localise(globals, args.title)}
        message={localise(globals, args.message)}
      />
    );
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  args: { message: samples.en.timeout },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyT(globals)('feedback.errorState.title'),
    );
  },
};
export const Offline: Story = {
  args: { icon: 'cloudOff', title: samples.en.offlineTitle, message: samples.en.offlineMessage },
};
export const Inline: Story = { args: { variant: 'inline', message: samples.en.loadFailed } };
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: samples.en.loadFailed },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const Retrying: Story = {
  args: { retrying: true, message: samples.en.timeout },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
export const LongText: Story = { args: { message: samples.en.longMessage } };
export const InlineLongText: Story = {
  args: { variant: 'inline', message: samples.en.longMessage },
};
export const Dark: Story = { args: { message: samples.en.timeout }, globals: { theme: 'dark' } };
export const InlineDark: Story = {
  args: { variant: 'inline', message: samples.en.loadFailed },
  globals: { theme: 'dark' },
};

export const RetryCallsOnRetry: Story = {
  args: { message: samples.en.timeout },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InlineRetryCallsOnRetry: Story = {
  args: { variant: 'inline', message: samples.en.loadFailed },
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: storyT(globals)('common.retry') });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
