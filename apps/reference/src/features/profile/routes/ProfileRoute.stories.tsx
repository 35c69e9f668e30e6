import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorMessage } from '@carbonmarket/domain';
import { toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import { runtimeConfigHandler } from '../../../testing/apiHandlers';
import { guestSession, memberSession } from '../../../testing/fixtures/session';
import { expectHomeShown, homeHandlers } from '../../../testing/homeStory';
import { startStory, storyT } from '../../../testing/storySetup';
import { currentPath } from '../../../testing/storyQueries';
import { paths } from '../../../shared/routing/paths';

const meta = {
  title: 'Reference/Profile/Profile',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: [runtimeConfigHandler] } },
  args: { path: paths.profile },
  beforeEach: ({ globals }) => startStory(globals, guestSession),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The offer a guest gets on the profile tab: the catalogue's guest message, Register, Log in, Not now. */
async function findOffer(globals: Record<string, unknown>) {
  const t = storyT(globals);
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: errorMessage('GUEST_RESTRICTED', toLocale(globals['locale'])),
  });
  return {
    dialog,
    register: within(dialog).getByRole('button', { name: t('feedback.guestOffer.register') }),
    logIn: within(dialog).getByRole('button', { name: t('feedback.guestOffer.logIn') }),
    later: within(dialog).getByRole('button', { name: t('feedback.guestOffer.later') }),
  };
}

/** A guest opens the profile tab: the account area is closed to them, registration is offered. */
export const GuestIsOfferedRegistration: Story = {
  play: async ({ globals }) => {
    const { dialog, register, logIn, later } = await findOffer(globals);
    await expect(dialog).toBeVisible();
    await expect(register).toBeVisible();
    await expect(logIn).toBeVisible();
    await expect(later).toBeVisible();
  },
};

/** Register opens the registration page and closes the offer. */
export const GuestRegisters: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const { register } = await findOffer(globals);
    await userEvent.click(register);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(paths.register));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.register.title') }),
    ).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** A guest with an account logs in from the offer: the login page opens and the offer closes. */
export const GuestLogsIn: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const { logIn } = await findOffer(globals);
    await userEvent.click(logIn);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(paths.login));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.login.title') }),
    ).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Not now goes back home (the profile tab has nothing for a guest) and closes the offer. */
export const GuestDeclines: Story = {
  parameters: { msw: { handlers: [runtimeConfigHandler, ...homeHandlers('guest')] } },
  play: async ({ canvas, globals }) => {
    const { later } = await findOffer(globals);
    await userEvent.click(later);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(paths.home));
    await expectHomeShown(canvas, globals, 'guest');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** A member sees the profile tab (its screen comes in a later release), with no offer. */
export const Member: Story = {
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('navigation', { name: t('layout.tabBar.label') }),
    ).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** A signed-out visitor who opens the profile tab is sent to login (the route is for members). */
export const SignedOutGoesToLogin: Story = {
  beforeEach: ({ globals }) => startStory(globals, null),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(paths.login));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.login.title') }),
    ).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** A member page deeper in the account area (orders) makes a guest the same offer as the tab. */
export const GuestOnOrdersIsOffered: Story = {
  args: { path: paths.orders },
  parameters: { msw: { handlers: [runtimeConfigHandler, ...homeHandlers('guest')] } },
  play: async ({ canvas, globals }) => {
    const { dialog, later } = await findOffer(globals);
    await expect(dialog).toBeVisible();
    await userEvent.click(later);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(paths.home));
    await expectHomeShown(canvas, globals, 'guest');
  },
};
