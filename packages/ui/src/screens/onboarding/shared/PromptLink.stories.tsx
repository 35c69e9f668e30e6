import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { TFunction } from 'i18next';
import { PromptLink } from './PromptLink';
import { createI18n } from '../../../i18n/createI18n';
import { storyT } from '../../../testing/storyI18n';
import { storySamples } from '../../../testing/storySamples';
import { storyLinks } from '../../../fixtures/links';

/** The prompts and links the onboarding screens pass in, in each story locale. */
const texts = (t: TFunction) => ({
  haveAccount: t('onboarding.register.haveAccount'),
  login: t('onboarding.register.login'),
  noAccount: t('onboarding.login.noAccount'),
  register: t('onboarding.login.register'),
  forgotPassword: t('onboarding.login.forgotPassword'),
  backToLogin: t('onboarding.forgotPassword.backToLogin'),
});
const samples = { en: texts(createI18n('en').t), cn: texts(createI18n('cn').t) };
const { localise } = storySamples(samples);

/** A line of secondary text ending in a text link, under a form or at the right of a field. */
const meta = {
  title: 'Screens/Onboarding/Shared/PromptLink',
  component: PromptLink,
  parameters: { layout: 'padded' },
  args: { prompt: samples.en.haveAccount, label: samples.en.login, href: storyLinks.login },
  render: (args, { globals }) => (
    <PromptLink
      {...args}
      prompt={localise(globals, args.prompt)}
      label={localise(globals, args.label) ?? args.label}
    />
  ),
} satisfies Meta<typeof PromptLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under the registration form: "Already have an account? Log in", centred. */
export const WithPrompt: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('onboarding.register.haveAccount'))).toBeVisible();
    const link = canvas.getByRole('link', { name: t('onboarding.register.login') });
    await expect(link).toHaveAttribute('href', storyLinks.login);
    await expect(getComputedStyle(link.parentElement as HTMLElement).textAlign).toBe('center');
    // The app's link component handles the click (the story one stays on the page).
    await userEvent.click(link);
    await expect(link).toBeVisible();
  },
};

/** Under the login form: "New here? Create an account". */
export const Register: Story = {
  args: { prompt: samples.en.noAccount, label: samples.en.register, href: storyLinks.register },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: storyT(globals)('onboarding.login.register') }),
    ).toHaveAttribute('href', storyLinks.register);
  },
};

/** Without a prompt: the bare link, as "Back to log in" under the reset form. */
export const BareLink: Story = {
  args: { prompt: undefined, label: samples.en.backToLogin, href: storyLinks.login },
  play: async ({ canvas, canvasElement, globals }) => {
    const link = canvas.getByRole('link', {
      name: storyT(globals)('onboarding.forgotPassword.backToLogin'),
    });
    await expect(link).toHaveAttribute('href', storyLinks.login);
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      storyT(globals)('onboarding.forgotPassword.backToLogin'),
    );
    await expect(canvasElement.querySelector('p > span')).toBeNull();
  },
};

/** At the right under a field: "Forgot password?" on the login form. */
export const AlignEnd: Story = {
  args: {
    prompt: undefined,
    label: samples.en.forgotPassword,
    href: storyLinks.forgotPassword,
    align: 'end',
  },
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', {
      name: storyT(globals)('onboarding.login.forgotPassword'),
    });
    await expect(link).toHaveAttribute('href', storyLinks.forgotPassword);
    await expect(getComputedStyle(link.parentElement as HTMLElement).textAlign).toBe('end');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
