import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyNever,
  replyOk,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { guestSession, memberSession } from '../../../testing/fixtures/session';
import {
  otherLocale,
  startStory,
  stored,
  storyT,
  storyErrorText,
} from '../../../testing/storySetup';
import { containing, currentPath, portalled } from '../../../testing/storyQueries';
import { STORAGE_KEYS } from '../../../lib/storage/storageKeys';
import { href } from '../../../shared/routing/href';

const meta = {
  title: 'Reference/Profile/Settings',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: [runtimeConfigHandler] } },
  args: { path: href('settings') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** Taps "Log out", then confirms in the dialog. */
async function logOut(canvas: Canvas, canvasElement: HTMLElement, t: T) {
  await userEvent.click(
    await canvas.findByRole('button', { name: t('onboarding.settings.logout') }),
  );
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: t('onboarding.settings.logoutTitle'),
  });
  await userEvent.click(
    within(dialog).getByRole('button', { name: t('onboarding.settings.logoutConfirm') }),
  );
  return dialog;
}

/** The session is gone from storage (the language stays) and the login page is open. */
async function expectLoggedOut(canvas: Canvas, globals: Record<string, unknown>) {
  const t = storyT(globals);
  await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
  await expect(
    await canvas.findByRole('heading', { level: 1, name: t('onboarding.login.title') }),
  ).toBeVisible();
  await expect(stored(STORAGE_KEYS.token)).toBeNull();
  await expect(stored(STORAGE_KEYS.loginInfo)).toBeNull();
  await expect(stored(STORAGE_KEYS.isLogin)).toBeNull();
  await expect(stored(STORAGE_KEYS.language)).toBe(toLocale(globals['locale']));
  await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
}

/**
 * A member: the account pages (personal information, the login and withdrawal passwords, the bank
 * card), the general pages and log out.
 */
export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.settings.title') }),
    ).toBeVisible();
    const account = canvas.getByRole('list', { name: t('onboarding.settings.account') });
    await expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      href('profileEdit'),
      href('loginPassword'),
      href('withdrawalPassword'),
      href('bankCard'),
    ]);
    await expect(
      canvas.getByRole('link', { name: t('onboarding.settings.terms') }),
    ).toHaveAttribute('href', href('protocol'));
    await expect(
      canvas.getByRole('button', { name: t('onboarding.settings.logout') }),
    ).toBeVisible();
  },
};

/** The language row opens the languages; the choice applies at once and is kept as `currLang`. */
export const ChangesLanguage: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const other = otherLocale(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: containing(t('onboarding.settings.language')) }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('onboarding.settings.languageSheet') });
    await userEvent.click(
      within(sheet).getByRole('button', { name: t(`common.languages.${other}`) }),
    );
    const next = storyT({ locale: other });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: next('onboarding.settings.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: containing(next('onboarding.settings.language')) }),
    ).toHaveTextContent(next(`common.languages.${other}`));
    await expect(stored(STORAGE_KEYS.language)).toBe(other);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: containing(next('onboarding.settings.language')) }),
      ).toHaveFocus(),
    );
  },
};

/** Log out, confirmed: the server revokes the token, the session ends here and login opens. */
export const LogsOut: Story = {
  parameters: { msw: { handlers: [runtimeConfigHandler, replyOk(endpoints.auth.logout, {})] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await logOut(canvas, canvasElement, storyT(globals));
    await expectLoggedOut(canvas, globals);
  },
};

/** The logout request is under way: the dialog stays, its button busy. */
export const LoggingOut: Story = {
  parameters: {
    // A reply never comes: the screen is pictured waiting for it.
    apiReplyHeld: true,
    msw: { handlers: [runtimeConfigHandler, replyNever(endpoints.auth.logout)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const dialog = await logOut(canvas, canvasElement, t);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', {
          name: containing(t('onboarding.settings.logoutConfirm')),
        }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(currentPath(canvas)).toHaveTextContent(href('settings'));
    await expect(stored(STORAGE_KEYS.token)).not.toBeNull();
  },
};

/**
 * Offline: the token cannot be revoked, but the visitor asked to leave, so the session still
 * ends here and login opens, without a network toast (the call is silent).
 */
export const LogOutOffline: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.auth.logout)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await logOut(canvas, canvasElement, storyT(globals));
    await expectLoggedOut(canvas, globals);
    const offline = containing(storyErrorText(globals)('NETWORK_ERROR'));
    await expect(portalled(canvasElement, offline)).toHaveLength(0);
    await expect(canvas.queryByText(offline)).toBeNull();
  },
};

/** A guest: the invitation to register or log in instead of the account and log out. */
export const Guest: Story = {
  beforeEach: ({ globals }) => startStory(globals, guestSession),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('onboarding.settings.guestTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('onboarding.settings.register') }),
    ).toHaveAttribute('href', href('register'));
    await expect(canvas.queryByRole('list', { name: t('onboarding.settings.account') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: t('onboarding.settings.logout') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('onboarding.settings.login') }),
    ).toHaveAttribute('href', href('login'));
  },
};
