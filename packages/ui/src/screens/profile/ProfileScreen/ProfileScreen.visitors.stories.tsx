import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileScreen } from './ProfileScreen';
import { storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import {
  expectGeneralEntries,
  expectOnlyTheseLinks,
  memberHubArgs,
} from '../../../testing/profileHubStories';

/* The Profile tab of a visitor without an account: a guest, or no session at all. */
const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  args: memberHubArgs,
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: an invitation to register first or log in; settings and about; nothing of a member's. */
export const Guest: Story = {
  args: { visitor: 'guest', member: undefined, balances: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const invite = canvas.getByRole('region', { name: t('profile.hub.guest.title') });
    await expect(invite).toHaveTextContent(t('profile.hub.guest.description'));
    const [first, second] = within(invite).getAllByRole('link');
    await expect(first).toHaveAccessibleName(t('profile.hub.register'));
    await expect(first).toHaveAttribute('href', screenLinks.register);
    await expect(second).toHaveAccessibleName(t('profile.hub.login'));
    await expect(second).toHaveAttribute('href', screenLinks.login);
    await expectGeneralEntries(canvas, t);
    await expectOnlyTheseLinks(canvas, [
      screenLinks.register,
      screenLinks.login,
      screenLinks.settings,
      screenLinks.about,
    ]);
    await expect(
      canvas.queryByRole('region', { name: t('profile.hub.balances.title') }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('profile.hub.logout.action') })).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** No session at all: log in first or create an account; settings and about. */
export const SignedOut: Story = {
  args: { visitor: 'signedOut', member: undefined, balances: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const invite = canvas.getByRole('region', { name: t('profile.hub.signedOut.title') });
    const [first, second] = within(invite).getAllByRole('link');
    await expect(first).toHaveAccessibleName(t('profile.hub.login'));
    await expect(first).toHaveAttribute('href', screenLinks.login);
    await expect(second).toHaveAccessibleName(t('profile.hub.register'));
    await expect(second).toHaveAttribute('href', screenLinks.register);
    await expectGeneralEntries(canvas, t);
    await expect(canvas.queryByRole('list', { name: t('profile.hub.trading.title') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('profile.hub.logout.action') })).toBeNull();
  },
};

export const DarkThemeGuest: Story = {
  args: { visitor: 'guest', member: undefined, balances: undefined },
  globals: { theme: 'dark' },
};
