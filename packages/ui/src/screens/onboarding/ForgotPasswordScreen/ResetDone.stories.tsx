import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { ResetDone } from './ResetDone';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { storyT } from '../../../testing/storyI18n';
import { storyLinks } from '../../../fixtures/links';

/** The reset screen's page around the confirmation, as it shows it in place of the form. */
function ResetPage({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  return (
    <Page background="surface" navBar={<NavBar title={t('onboarding.forgotPassword.title')} />}>
      <ResetDone loginHref={loginHref} />
    </Page>
  );
}

/** What the reset screen shows once the new password is set: the news and a way to log in. */
const meta = {
  title: 'Screens/Onboarding/ForgotPassword Parts/ResetDone',
  component: ResetDone,
  parameters: { layout: 'padded' },
  args: { loginHref: storyLinks.login },
} satisfies Meta<typeof ResetDone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The announced confirmation and the "Log in" link. */
export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('onboarding.forgotPassword.successTitle'));
    await expect(status).toHaveTextContent(t('onboarding.forgotPassword.successDescription'));
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('onboarding.forgotPassword.successTitle') }),
    ).toBeVisible();
    const login = canvas.getByRole('link', { name: t('onboarding.forgotPassword.successAction') });
    await expect(login).toHaveAttribute('href', storyLinks.login);
    // The app's link component handles the tap (the story one stays on the page).
    await userEvent.click(login);
    await expect(login).toBeVisible();
  },
};

/** Where the app sends "Log in" is its own choice. */
export const OtherLoginHref: Story = {
  args: { loginHref: `${storyLinks.login}?email=mei.lin%40example.com` },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', {
        name: storyT(globals)('onboarding.forgotPassword.successAction'),
      }),
    ).toHaveAttribute('href', `${storyLinks.login}?email=mei.lin%40example.com`);
  },
};

/** On its page, as the reset screen shows it in place of the form. */
export const OnPage: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => <ResetPage {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: storyT(globals)('onboarding.forgotPassword.title'),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
