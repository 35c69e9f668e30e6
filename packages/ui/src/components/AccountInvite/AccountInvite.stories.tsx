import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountInvite } from './AccountInvite';
import type { AccountInviteProps } from './AccountInvite';
import { storyT } from '../../testing/storyI18n';
import { storyLinks } from '../../fixtures/links';

type Globals = Record<string, unknown>;
const hrefs = { registerHref: storyLinks.register, loginHref: storyLinks.login };

/** The texts Home gives a guest, in place of the balances. */
const onHome = (globals: Globals): AccountInviteProps => {
  const t = storyT(globals);
  return {
    ...hrefs,
    titleId: 'home-guest',
    title: t('home.guest.title'),
    description: t('home.guest.description'),
    registerLabel: t('home.guest.register'),
    loginLabel: t('home.guest.login'),
  };
};

/** The texts Profile gives a guest or a signed-out visitor, in place of the member's card. */
const onProfile = (globals: Globals, visitor: 'guest' | 'signedOut'): AccountInviteProps => {
  const t = storyT(globals);
  return {
    ...hrefs,
    titleId: 'profile-invite',
    title: t(`profile.hub.${visitor}.title`),
    description: t(`profile.hub.${visitor}.description`),
    registerLabel: t('profile.hub.register'),
    loginLabel: t('profile.hub.login'),
    first: visitor === 'guest' ? 'register' : 'login',
  };
};

const meta = {
  title: 'Components/AccountInvite',
  component: AccountInvite,
  parameters: { layout: 'padded' },
  args: { ...hrefs, titleId: '', title: '', description: '', registerLabel: '', loginLabel: '' },
  render: (_args, { globals }) => <AccountInvite {...onHome(globals)} />,
} satisfies Meta<typeof AccountInvite>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest on Home: why to register, then "Create an account" and "Log in". */
export const GuestOnHome: Story = {
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

/** A visitor without a session on Profile: logging in comes first. */
export const SignedOutOnProfile: Story = {
  render: (_args, { globals }) => <AccountInvite {...onProfile(globals, 'signedOut')} />,
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const invite = canvas.getByRole('region', { name: t('profile.hub.signedOut.title') });
    const links = within(invite).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(t('profile.hub.login'));
    await expect(links[1]).toHaveAccessibleName(t('profile.hub.register'));
  },
};

/** A guest on Profile: registering comes first. */
export const GuestOnProfile: Story = {
  render: (_args, { globals }) => <AccountInvite {...onProfile(globals, 'guest')} />,
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(t('profile.hub.register'));
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
