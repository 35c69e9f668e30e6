import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProfileScreen } from './ProfileScreen';
import { storyT } from '../../../testing/storyI18n';
import { memberHubArgs } from '../../../testing/profileHubStories';

/* Logging out from the Profile tab: the question first, confirmed, declined, under way. */
const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  args: memberHubArgs,
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Log out asks first; confirming calls `onLogout` once and closes the question. */
export const LogOutConfirmed: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('profile.hub.logout.action') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t('profile.hub.logout.title') });
    await expect(dialog).toHaveAccessibleDescription(t('profile.hub.logout.message'));
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('profile.hub.logout.confirm') }),
    );
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancelling keeps the member signed in and gives the page back, focus on Log out. */
export const LogOutCancelled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const logout = canvas.getByRole('button', { name: t('profile.hub.logout.action') });
    await userEvent.click(logout);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t('profile.hub.logout.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('feedback.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(logout).toHaveFocus());
    // The page is usable again: the question comes back on the next press, Escape declines it.
    await userEvent.click(logout);
    await body.findByRole('alertdialog', { name: t('profile.hub.logout.title') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Logging out is under way: the question stays open with its confirm button busy. */
export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement, globals }) => {
    const label = storyT(globals)('profile.hub.logout.confirm');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: (name) => name.includes(label) });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
  },
};
