import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ErrorCode } from '@carbonmarket/domain';
import { ConsoleSignInScreen } from './ConsoleSignInScreen';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const meta = {
  title: 'Screens/Console/SignIn',
  component: ConsoleSignInScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ConsoleSignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { email: 'mei.lin@greenmarket.sg', password: 'Console-Green-2026', code: '492 817' };

/** Empty, as an operator finds it. */
export const Empty: Story = {};

/**
 * The three fields, then Sign in: the form sends the code without its space. A recovery code typed
 * in capitals is sent in lower case.
 */
export const SignIn: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: fieldLabel(t('console.signIn.email')) }),
      filled.email,
    );
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(t('console.signIn.password'))),
      filled.password,
    );
    const code = canvas.getByRole('textbox', { name: fieldLabel(t('console.signIn.code')) });
    await userEvent.type(code, filled.code);
    await userEvent.click(canvas.getByRole('button', { name: t('console.signIn.submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      email: filled.email,
      password: filled.password,
      code: '492817',
    });
    await userEvent.clear(code);
    await userEvent.type(code, 'ABCDE-23456');
    await userEvent.click(canvas.getByRole('button', { name: t('console.signIn.submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[1]?.[0]).toMatchObject({
      code: 'abcde-23456',
    });
  },
};

/** Submitting empty: each field says it is required, and nothing is sent. */
export const Required: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('console.signIn.submit') }));
    const email = canvas.getByRole('textbox', { name: fieldLabel(t('console.signIn.email')) });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(message('REQUIRED'));
    await expect(
      canvas.getByLabelText(fieldLabel(t('console.signIn.password'))),
    ).toHaveAccessibleDescription(message('REQUIRED'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A code that is neither six digits nor a recovery code is refused on its field. */
export const CodeMalformed: Story = {
  args: { defaultValues: { ...filled, code: '49281' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('console.signIn.submit') }));
    const code = canvas.getByRole('textbox', { name: fieldLabel(t('console.signIn.code')) });
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        containing(storyErrorText(globals)('OPERATOR_CODE_FORMAT_INVALID')),
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's answers, in the banner that is announced when it appears. */
const refused = (code: ErrorCode): Story => ({
  args: { defaultValues: filled, error: code },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyErrorText(globals)(code));
  },
});

export const Incorrect = refused('OPERATOR_SIGN_IN_INCORRECT');
export const CodeAlreadyUsed = refused('OPERATOR_CODE_ALREADY_USED');
export const Locked = refused('OPERATOR_LOCKED');
export const SessionEnded = refused('OPERATOR_SESSION_ENDED');
export const TooManyAttempts = refused('TOO_MANY_REQUESTS');

/** While the sign-in runs: the button is busy and the fields are disabled. */
export const Submitting: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: containing(t('console.signIn.submit')) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('textbox', { name: fieldLabel(t('console.signIn.email')) }),
    ).toBeDisabled();
  },
};
