import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SettingsScreen } from './SettingsScreen';
import { storyT } from '../../../testing/storyI18n';
import { screenLinks, storyLinks } from '../../../fixtures/links';
import { toLocale } from '../../../i18n/locale';

const meta = {
  title: 'Screens/Onboarding/Settings',
  component: SettingsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    visitorType: 'personal',
    locale: 'en',
    onLocaleChange: fn(),
    colorScheme: 'system',
    onColorSchemeChange: fn(),
    links: screenLinks,
    hasWithdrawalPassword: true,
    version: '1.0.0',
    onLogout: fn(),
    onBack: fn(),
  },
  // The current language row shows the story's locale.
  render: (args, { globals }) => <SettingsScreen {...args} locale={toLocale(globals['locale'])} />,
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: account and security pages, general pages and log out. */
export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const account = canvas.getByRole('list', { name: t('onboarding.settings.account') });
    await expect(
      within(account).getByRole('link', { name: t('onboarding.settings.loginPassword') }),
    ).toHaveAttribute('href', storyLinks.loginPassword);
    await expect(
      within(account).getByRole('link', { name: t('onboarding.settings.bankCard') }),
    ).toHaveAttribute('href', storyLinks.bankCard);
    await expect(
      canvas.getByRole('link', { name: t('onboarding.settings.terms') }),
    ).toHaveAttribute('href', storyLinks.terms);
    await expect(
      canvas.getByRole('button', { name: t('onboarding.settings.logout') }),
    ).toBeVisible();
  },
};

/** No withdrawal password yet: its row says so. */
export const WithdrawalPasswordNotSet: Story = {
  args: { hasWithdrawalPassword: false },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('link', { name: new RegExp(t('onboarding.settings.withdrawalPassword')) }),
    ).toHaveTextContent(t('onboarding.settings.withdrawalPasswordNotSet'));
  },
};

/** Only the pages the app has are listed. */
export const SomeAccountPages: Story = {
  args: {
    links: {
      ...screenLinks,
      profileEdit: undefined,
      withdrawalPassword: undefined,
      bankCard: undefined,
    },
  },
  play: async ({ canvas, globals }) => {
    const account = canvas.getByRole('list', {
      name: storyT(globals)('onboarding.settings.account'),
    });
    await expect(within(account).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** An app without account pages yet: no account group; the general pages and log out stay. */
export const NoAccountPages: Story = {
  args: {
    links: {
      ...screenLinks,
      profileEdit: undefined,
      loginPassword: undefined,
      withdrawalPassword: undefined,
      bankCard: undefined,
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.queryByRole('list', { name: t('onboarding.settings.account') })).toBeNull();
    await expect(
      canvas.queryByRole('heading', { name: t('onboarding.settings.account') }),
    ).toBeNull();
    for (const key of ['profile', 'loginPassword', 'withdrawalPassword', 'bankCard'] as const)
      await expect(
        canvas.queryByRole('link', { name: new RegExp(t(`onboarding.settings.${key}`)) }),
      ).toBeNull();
    await expect(
      canvas.getByRole('list', { name: t('onboarding.settings.general') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('onboarding.settings.logout') }),
    ).toBeVisible();
  },
};

/** The language row opens a sheet of languages; the choice is reported. */
export const ChangesLanguage: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const row = canvas.getByRole('button', { name: new RegExp(t('onboarding.settings.language')) });
    await userEvent.click(row);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: t('onboarding.settings.languageSheet') }),
    ).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(row).toHaveFocus());
  },
};

/** The Appearance row opens a sheet of schemes; the choice is reported and focus comes back. */
export const ChangesAppearance: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const row = canvas.getByRole('button', {
      name: new RegExp(`^${t('onboarding.settings.appearance')}`),
    });
    await expect(row).toHaveTextContent(t('onboarding.settings.colorSchemes.system'));
    await userEvent.click(row);
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', {
      name: t('onboarding.settings.appearanceSheet'),
    });
    await expect(sheet).toHaveAccessibleDescription(t('onboarding.settings.appearanceHelp'));
    await userEvent.click(
      within(sheet).getByRole('button', { name: t('onboarding.settings.colorSchemes.dark') }),
    );
    await expect(args.onColorSchemeChange).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(row).toHaveFocus());
  },
};

/** A member who chose dark: the row says so. */
export const DarkChosen: Story = {
  args: { colorScheme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${t('onboarding.settings.appearance')}`) }),
    ).toHaveTextContent(t('onboarding.settings.colorSchemes.dark'));
  },
};

/** An app that offers no choice of scheme: no Appearance row. */
export const WithoutAppearance: Story = {
  args: { onColorSchemeChange: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.queryByRole('button', { name: new RegExp(`^${t('onboarding.settings.appearance')}`) }),
    ).toBeNull();
    await expect(
      canvas.getByRole('button', { name: new RegExp(t('onboarding.settings.language')) }),
    ).toBeVisible();
  },
};

/** Log out asks first; confirming calls `onLogout` once. */
export const LogOut: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.settings.logout') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: t('onboarding.settings.logoutTitle'),
    });
    await expect(dialog).toHaveAccessibleDescription(t('onboarding.settings.logoutMessage'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('onboarding.settings.logoutConfirm') }),
    );
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancelling keeps the member logged in and gives the page back. */
export const LogOutCancelled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const logout = canvas.getByRole('button', { name: t('onboarding.settings.logout') });
    await userEvent.click(logout);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('feedback.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(logout).toHaveFocus());
  },
};

/** The logout request is running: the dialog stays, busy. */
export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement, globals }) => {
    const label = storyT(globals)('onboarding.settings.logoutConfirm');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(
      within(dialog).getByRole('button', { name: (name) => name.includes(label) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A guest: an invitation to register or log in, no account rows and no log out. */
export const Guest: Story = {
  args: { visitorType: 'guest' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('onboarding.settings.guestTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('onboarding.settings.register') }),
    ).toHaveAttribute('href', storyLinks.register);
    await expect(
      canvas.getByRole('link', { name: t('onboarding.settings.login') }),
    ).toHaveAttribute('href', storyLinks.login);
    await expect(canvas.queryByRole('list', { name: t('onboarding.settings.account') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: t('onboarding.settings.logout') }),
    ).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
