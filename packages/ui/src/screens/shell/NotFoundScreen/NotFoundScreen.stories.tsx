import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';
import { storyT } from '../../../testing/storyI18n';

const meta = {
  title: 'Screens/Shell/NotFound',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
  args: { onHome: fn(), onBack: fn() },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('screens.notFound.action') }));
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
