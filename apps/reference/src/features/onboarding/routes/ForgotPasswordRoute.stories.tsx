import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TOAST_DURATION_MS } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import type { ErrorCode } from '@carbonmarket/domain';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyNever,
  replyOk,
  replyRefused,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { containing, currentPath, fieldLabel, portalled } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const meta = {
  title: 'Reference/Onboarding/ForgotPassword',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen' },
  args: { path: href('forgotPassword') },
  beforeEach: ({ globals }) => startStory(globals),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

const EMAIL = 'mei.lin@example.com';
const VALUES = { code: '482913', password: 'Greener2027', confirmPassword: 'Greener2027' };
const LABELS = {
  email: 'onboarding.fields.email',
  code: 'onboarding.fields.code',
  password: 'onboarding.fields.newPassword',
  confirmPassword: 'onboarding.fields.confirmPassword',
} as const;

/** The server lets a new code be asked for after this long. */
const RESEND_AFTER_SECONDS = 60;
const codeSent = replyOk(endpoints.auth.sendCode, { resendAfterSeconds: RESEND_AFTER_SECONDS });

const field = (canvas: Canvas, t: T, name: keyof typeof LABELS) =>
  canvas.getByLabelText(fieldLabel(t(LABELS[name])));

/** Types the registered email and asks for a code. */
async function askForCode(canvas: Canvas, t: T) {
  await userEvent.type(await canvas.findByLabelText(fieldLabel(t(LABELS.email))), EMAIL);
  await userEvent.click(canvas.getByRole('button', { name: t('forms.codeField.send') }));
}

/** The resend button counts down from the server's `resendAfterSeconds`. */
const countdown = (canvas: Canvas, t: T) =>
  canvas.findByRole('button', {
    name: t('forms.codeField.resendIn', { seconds: RESEND_AFTER_SECONDS }),
  });

/** Asks for a code, then types it and the new password twice and submits. */
async function resetWithCode(canvas: Canvas, t: T) {
  await askForCode(canvas, t);
  await countdown(canvas, t);
  await userEvent.type(field(canvas, t, 'code'), VALUES.code);
  await userEvent.type(field(canvas, t, 'password'), VALUES.password);
  await userEvent.type(field(canvas, t, 'confirmPassword'), VALUES.confirmPassword);
  await userEvent.click(
    canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') }),
  );
}

/** A code was sent: the button counts down (disabled) and the hint names the address. */
export const CodeSent: Story = {
  parameters: { msw: { handlers: [runtimeConfigHandler, codeSent] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await askForCode(canvas, t);
    await expect(await countdown(canvas, t)).toBeDisabled();
    await expect(field(canvas, t, 'code')).toHaveAccessibleDescription(containing(EMAIL));
  },
};

/** The code request is under way: its button is busy. */
export const CodeSending: Story = {
  parameters: {
    // A reply never comes: the screen is pictured waiting for it.
    apiReplyHeld: true,
    msw: { handlers: [runtimeConfigHandler, replyNever(endpoints.auth.sendCode)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await askForCode(canvas, t);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: containing(t('forms.codeField.send')) }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The password is reset: the confirmation, and "Log in" goes back to the login page. */
export const PasswordReset: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, codeSent, replyOk(endpoints.auth.forgotPassword, {})] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await resetWithCode(canvas, t);
    await expect(
      await canvas.findByRole('heading', { name: t('onboarding.forgotPassword.successTitle') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(
      canvas.getByRole('link', { name: t('onboarding.forgotPassword.successAction') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.login.title') }),
    ).toBeVisible();
  },
};

/** The reset request is under way: the button is busy and the fields are disabled. */
export const Resetting: Story = {
  parameters: {
    // A reply never comes: the screen is pictured waiting for it.
    apiReplyHeld: true,
    msw: { handlers: [runtimeConfigHandler, codeSent, replyNever(endpoints.auth.forgotPassword)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await resetWithCode(canvas, t);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: containing(t('onboarding.forgotPassword.submit')) }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(field(canvas, t, 'password')).toBeDisabled();
  },
};

/** A server code about one field shows on that field; the page stays. */
async function expectOnField(
  canvas: Canvas,
  globals: Record<string, unknown>,
  name: keyof typeof LABELS,
  code: ErrorCode,
) {
  const input = field(canvas, storyT(globals), name);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  await expect(input).toHaveAccessibleDescription(containing(storyErrorText(globals)(code)));
  await expect(currentPath(canvas)).toHaveTextContent(href('forgotPassword'));
}

/** An email nobody registered: the code request is refused, on the email field. */
export const UnknownEmail: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyRefused(endpoints.auth.sendCode, 'EMAIL_NOT_REGISTERED'),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await askForCode(canvas, t);
    await expectOnField(canvas, globals, 'email', 'EMAIL_NOT_REGISTERED');
    await expect(canvas.getByRole('button', { name: t('forms.codeField.send') })).toBeEnabled();
  },
};

/** A wrong or expired code: on the code field, and the countdown keeps running. */
export const WrongCode: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        codeSent,
        replyRefused(endpoints.auth.forgotPassword, 'CODE_INVALID', {
          fields: { code: 'CODE_INVALID' },
        }),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await resetWithCode(canvas, t);
    await expectOnField(canvas, globals, 'code', 'CODE_INVALID');
    await expect(await countdown(canvas, t)).toBeDisabled();
  },
};

/** Too many resets in a row: the catalogue message in the banner. */
export const TooManyRequests: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        codeSent,
        replyRefused(endpoints.auth.forgotPassword, 'TOO_MANY_REQUESTS'),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await resetWithCode(canvas, t);
    const message = storyErrorText(globals)('TOO_MANY_REQUESTS');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(field(canvas, t, 'password')).toBeEnabled();
  },
};

/** Offline: the network toast shows, and the banner keeps saying so after it hides. */
export const NetworkError: Story = {
  parameters: {
    msw: {
      handlers: [runtimeConfigHandler, codeSent, replyNetworkError(endpoints.auth.forgotPassword)],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await resetWithCode(canvas, t);
    const message = containing(storyErrorText(globals)('NETWORK_ERROR'));
    await waitFor(() => expect(portalled(canvasElement, message)).toHaveLength(1));
    await waitFor(() => expect(portalled(canvasElement, message)).toHaveLength(0), {
      timeout: TOAST_DURATION_MS + 1000,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(currentPath(canvas)).toHaveTextContent(href('forgotPassword'));
  },
};

/** From the login page with `?email=`: the address is filled in. */
export const EmailFromLogin: Story = {
  args: { path: href('forgotPassword', { email: EMAIL }) },
  parameters: { msw: { handlers: [runtimeConfigHandler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(await canvas.findByLabelText(fieldLabel(t(LABELS.email)))).toHaveValue(EMAIL);
  },
};
