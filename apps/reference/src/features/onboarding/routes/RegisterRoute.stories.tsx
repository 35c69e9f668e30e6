import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ErrorCode } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import { replyOk, replyRefused, runtimeConfigHandler } from '../../../testing/apiHandlers';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { containing, fieldLabel } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const meta = {
  title: 'Reference/Onboarding/Register',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen' },
  args: { path: href('register') },
  beforeEach: ({ globals }) => startStory(globals),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

const VALUES = {
  email: 'mei.lin@example.com',
  code: '482913',
  password: 'Carbon2026',
  confirmPassword: 'Carbon2026',
  firstName: 'Mei Lin',
  lastName: 'Tan',
  icNumber: 'S1234567D',
  mobile: '91234567',
} as const;

/** Asks for a code, fills every field, agrees and submits. */
async function registerWith(canvas: Canvas, t: T) {
  const field = (key: keyof typeof VALUES) =>
    canvas.getByLabelText(fieldLabel(t(`onboarding.fields.${key}`)));
  await userEvent.type(
    await canvas.findByLabelText(fieldLabel(t('onboarding.fields.email'))),
    VALUES.email,
  );
  await userEvent.click(canvas.getByRole('button', { name: t('forms.codeField.send') }));
  for (const key of Object.keys(VALUES) as (keyof typeof VALUES)[])
    if (key !== 'email') await userEvent.type(field(key), VALUES[key]);
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
}

const codeSent = replyOk(endpoints.auth.sendCode, { resendAfterSeconds: 60 });

const refused = (code: ErrorCode, fields?: Record<string, ErrorCode>): Story => ({
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        codeSent,
        replyRefused(endpoints.auth.register, code, fields !== undefined ? { fields } : {}),
      ],
    },
  },
});

/** The email is taken: the reply's field code shows on the email field. */
export const EmailExists: Story = {
  ...refused('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' }),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await registerWith(canvas, t);
    const email = canvas.getByLabelText(fieldLabel(t('onboarding.fields.email')));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(
      containing(storyErrorText(globals)('EMAIL_EXISTS')),
    );
    await expect(canvas.getByTestId('current-path')).toHaveTextContent(href('register'));
  },
};

/** A wrong code: shown on the code field; the resend countdown runs from the server's reply. */
export const CodeInvalid: Story = {
  ...refused('CODE_INVALID', { code: 'CODE_INVALID' }),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await registerWith(canvas, t);
    const code = canvas.getByLabelText(fieldLabel(t('onboarding.fields.code')));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.queryByRole('button', { name: t('forms.codeField.send') })).toBeNull();
  },
};

/** A refusal about the whole form (the operator closed registration): in the banner. */
export const RegistrationRestricted: Story = {
  ...refused('REGISTRATION_RESTRICTED'),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await registerWith(canvas, t);
    const message = storyErrorText(globals)('REGISTRATION_RESTRICTED');
    await expect(await canvas.findByText(containing(message))).toBeVisible();
  },
};
