import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOAST_DURATION_MS } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyNever,
  replyOk,
  replyRefused,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { guestSession } from '../../../testing/fixtures/session';
import { expectHomeShown, homeHandlers } from '../../../testing/homeStory';
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
  title: 'Reference/Onboarding/Start',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: [runtimeConfigHandler] } },
  args: { path: href('start') },
  beforeEach: ({ globals }) => startStory(globals),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the brand and the three ways in. */
export const Visitor: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('common.appName') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('onboarding.start.login') })).toHaveAttribute(
      'href',
      href('login'),
    );
    await expect(
      canvas.getByRole('link', { name: t('onboarding.start.register') }),
    ).toHaveAttribute('href', href('register'));
    await expect(canvas.getByRole('button', { name: t('onboarding.start.guest') })).toBeEnabled();
    await expect(currentPath(canvas)).toHaveTextContent(href('start'));
  },
};

/** The globe opens the languages; the choice applies at once and is kept as `currLang`. */
export const ChoosesLanguage: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const other = otherLocale(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('screens.languageSwitch.label') }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('screens.languageSwitch.title') });
    await userEvent.click(
      within(sheet).getByRole('button', { name: t(`common.languages.${other}`) }),
    );
    const next = storyT({ locale: other });
    await expect(
      await canvas.findByRole('link', { name: next('onboarding.start.login') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: next('onboarding.start.guest') }),
    ).toBeVisible();
    await expect(stored(STORAGE_KEYS.language)).toBe(other);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus is back on the globe, now named in the chosen language.
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: next('screens.languageSwitch.label') }),
      ).toHaveFocus(),
    );
  },
};

/** "Log in" opens the login page. */
export const OpensLogin: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await userEvent.click(await canvas.findByRole('link', { name: t('onboarding.start.login') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.login.title') }),
    ).toBeVisible();
  },
};

/** "Create an account" opens the registration form. */
export const OpensRegister: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await userEvent.click(
      await canvas.findByRole('link', { name: t('onboarding.start.register') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('register')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.register.title') }),
    ).toBeVisible();
  },
};

/** "Continue as guest": a guest session is kept and home opens with the invitation to register. */
export const ContinuesAsGuest: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        ...homeHandlers('guest'),
        replyOk(endpoints.auth.guestLogin, guestSession),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('onboarding.start.guest') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('home')));
    await expectHomeShown(canvas, globals, 'guest');
    await expect(stored(STORAGE_KEYS.isLogin)).toBe('true');
    await expect(stored(STORAGE_KEYS.token)).toBe(guestSession.token);
  },
};

/** The guest session is being opened: its button is busy. */
export const GuestPending: Story = {
  parameters: {
    // A reply never comes: the screen is pictured waiting for it.
    apiReplyHeld: true,
    msw: { handlers: [runtimeConfigHandler, replyNever(endpoints.auth.guestLogin)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('onboarding.start.guest') }));
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: containing(t('onboarding.start.guest')) }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(currentPath(canvas)).toHaveTextContent(href('start'));
  },
};

/** The server turns the guest away for now: its catalogue message under the buttons. */
export const GuestRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyRefused(endpoints.auth.guestLogin, 'TOO_MANY_REQUESTS'),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('onboarding.start.guest') }));
    const message = storyErrorText(globals)('TOO_MANY_REQUESTS');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(currentPath(canvas)).toHaveTextContent(href('start'));
    await expect(stored(STORAGE_KEYS.token)).toBeNull();
  },
};

/** Offline: the network toast shows, and the message stays under the buttons after it hides. */
export const GuestOffline: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.auth.guestLogin)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('onboarding.start.guest') }));
    const message = containing(storyErrorText(globals)('NETWORK_ERROR'));
    await waitFor(() => expect(portalled(canvasElement, message)).toHaveLength(1));
    await waitFor(() => expect(portalled(canvasElement, message)).toHaveLength(0), {
      timeout: TOAST_DURATION_MS + 1000,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(currentPath(canvas)).toHaveTextContent(href('start'));
  },
};
