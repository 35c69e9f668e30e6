import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StartScreen } from './StartScreen';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks, storyLinks } from '../../../fixtures/links';

const meta = {
  title: 'Screens/Onboarding/Start',
  component: StartScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    links: screenLinks,
    onContinueAsGuest: fn(),
    locale: 'en',
    onLocaleChange: fn(),
  },
} satisfies Meta<typeof StartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand, the value statement and the three ways in. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('common.appName') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('onboarding.start.login') })).toHaveAttribute(
      'href',
      storyLinks.login,
    );
    await expect(
      canvas.getByRole('link', { name: t('onboarding.start.register') }),
    ).toHaveAttribute('href', storyLinks.register);
    await expect(
      canvas.getByRole('list', { name: t('onboarding.start.highlights.label') }),
    ).toBeVisible();
  },
};

/** One tap opens a guest session. */
export const ContinueAsGuest: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.start.guest') }),
    );
    await expect(args.onContinueAsGuest).toHaveBeenCalledOnce();
  },
};

export const GuestPending: Story = {
  args: { guestPending: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const label = storyT(globals)('onboarding.start.guest');
    const button = canvas.getByRole('button', { name: (name) => name.includes(label) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onContinueAsGuest).not.toHaveBeenCalled();
  },
};

/** Opening a guest session failed: the reason is announced under the buttons. */
export const GuestFailed: Story = {
  args: { error: 'NETWORK_ERROR' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('NETWORK_ERROR'),
    );
  },
};

/** The globe opens the language sheet; picking a language reports it. */
export const SwitchesLanguage: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('screens.languageSwitch.label') }),
    );
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('button', { name: '中文' }),
    );
    await expect(args.onLocaleChange).toHaveBeenCalledWith('cn');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
