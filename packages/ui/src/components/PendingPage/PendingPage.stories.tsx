import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PendingPage } from './PendingPage';
import { storyT } from '../../testing/storyI18n';

/** The page the reference app shows on a route whose screen a later release builds. */
const meta = {
  title: 'Components/PendingPage',
  component: PendingPage,
  parameters: { layout: 'fullscreen' },
  args: { onHome: fn(), onBack: fn() },
} satisfies Meta<typeof PendingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('layout.pendingPage.heading'),
    );
    await expect(canvas.queryByRole('navigation', { name: t('layout.tabBar.label') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('layout.pendingPage.action') }));
    await expect(args.onHome).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithoutBack: Story = {
  args: { onBack: undefined },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('button', { name: storyT(globals)('common.back') })).toBeNull();
  },
};
