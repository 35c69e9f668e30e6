import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ComingSoonScreen } from './ComingSoonScreen';
import { storyT } from '../../../testing/storyI18n';

const meta = {
  title: 'Screens/Shell/ComingSoon',
  component: ComingSoonScreen,
  parameters: { layout: 'fullscreen' },
  args: { tab: 'home', locale: 'en', onLocaleChange: fn() },
} satisfies Meta<typeof ComingSoonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('screens.comingSoon.home.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('screens.comingSoon.home.heading') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Project: Story = {
  args: { tab: 'project' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: storyT(globals)('layout.tabBar.project') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Profile: Story = { args: { tab: 'profile' } };

export const SwitchesLanguage: Story = {
  play: async ({ canvas, userEvent, args, globals, canvasElement }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('screens.languageSwitch.label') }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('button', { name: '中文' }),
    );
    await expect(args.onLocaleChange).toHaveBeenCalledWith('cn');
  },
};
