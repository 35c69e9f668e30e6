import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuestInvite } from './GuestInvite';
import { storyT } from '../../../../testing/storyI18n';
import { storyLinks } from '../../../../fixtures/links';

const meta = {
  title: 'Screens/Home/Home/GuestInvite',
  component: GuestInvite,
  parameters: { layout: 'padded' },
  args: { registerHref: storyLinks.register, loginHref: storyLinks.login },
} satisfies Meta<typeof GuestInvite>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In place of the balances: why to register, then "Create an account" and "Log in". */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const invite = canvas.getByRole('region', { name: t('home.guest.title') });
    await expect(
      within(invite).getByRole('heading', { level: 2, name: t('home.guest.title') }),
    ).toBeVisible();
    await expect(invite).toHaveTextContent(t('home.guest.description'));
    const links = within(invite).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(t('home.guest.register'));
    await expect(links[0]).toHaveAttribute('href', storyLinks.register);
    await expect(links[1]).toHaveAccessibleName(t('home.guest.login'));
    await expect(links[1]).toHaveAttribute('href', storyLinks.login);
  },
};

/** Both actions are reached with the keyboard, registering first, and can be followed. */
export const KeyboardAndClick: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const register = canvas.getByRole('link', { name: t('home.guest.register') });
    const login = canvas.getByRole('link', { name: t('home.guest.login') });
    await userEvent.tab();
    await expect(register).toHaveFocus();
    await userEvent.tab();
    await expect(login).toHaveFocus();
    await userEvent.click(register);
    await userEvent.click(login);
    // The story's router-free links stay on the page.
    await expect(canvas.getByRole('region', { name: t('home.guest.title') })).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
