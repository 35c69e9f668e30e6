import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginPasswordScreen } from './LoginPasswordScreen';
import { storyErrorText, storyT } from '../../../testing/storyI18n';

const meta = {
  title: 'Screens/Account/LoginPassword',
  component: LoginPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onChange: fn(), onBack: fn() },
} satisfies Meta<typeof LoginPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** A password field by its label (password inputs have no textbox role). */
const passwordField = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(new RegExp(`^${label}`));
const rules = (canvas: Canvas, t: T) =>
  within(canvas.getByRole('list', { name: t('profile.password.rules.title') }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
const submit = (canvas: Canvas, t: T) =>
  userEvent.click(canvas.getByRole('button', { name: t('profile.password.login.submit') }));

/**
 * The current password, then the new one twice, its four rules ticked as it is typed. A
 * confirmation that differs is refused on its field; once they match, the form sends all three.
 */
export const ChangeIt: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    await userEvent.type(passwordField(canvas, t('profile.password.login.current')), 'Greener2026');
    const next = passwordField(canvas, t('profile.password.login.new'));
    await userEvent.type(next, 'forest');
    const ticked = rules(canvas, t);
    await expect(ticked).toHaveLength(4);
    await expect(ticked[0]).toContain(t('profile.password.rules.notMet'));
    await expect(ticked[3]).toContain(t('profile.password.rules.met'));
    await userEvent.type(next, 'F2027');
    for (const rule of rules(canvas, t))
      await expect(rule).toContain(t('profile.password.rules.met'));
    const again = passwordField(canvas, t('profile.password.confirm'));
    await userEvent.type(again, 'forestF2026');
    await submit(canvas, t);
    await expect(await canvas.findByText(errorText('PASSWORDS_DO_NOT_MATCH'))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(again);
    await userEvent.type(again, 'forestF2027');
    await submit(canvas, t);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect((args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      oldPassword: 'Greener2026',
      password: 'forestF2027',
      confirmPassword: 'forestF2027',
    });
  },
};

/** A weak new password is refused on its field, and the checklist shows what it lacks. */
export const TooWeak: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.type(passwordField(canvas, t('profile.password.login.current')), 'Greener2026');
    await userEvent.type(passwordField(canvas, t('profile.password.login.new')), 'forest');
    await userEvent.type(passwordField(canvas, t('profile.password.confirm')), 'forest');
    await submit(canvas, t);
    await expect(
      await canvas.findByText(storyErrorText(globals)('LOGIN_PASSWORD_WEAK')),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The current password is required before anything is sent. */
export const CurrentPasswordMissing: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.type(passwordField(canvas, t('profile.password.login.new')), 'forestF2027');
    await userEvent.type(passwordField(canvas, t('profile.password.confirm')), 'forestF2027');
    await submit(canvas, t);
    const current = passwordField(canvas, t('profile.password.login.current'));
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await expect(current).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The current password was wrong: the reason says how many tries are left before the lock. */
export const WrongCurrentPassword: Story = {
  args: { error: 'PASSWORD_ATTEMPTS_LEFT', errorParams: { times: 3 } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyErrorText(globals)('PASSWORD_ATTEMPTS_LEFT', { times: 3 })),
    ).toBeVisible();
  },
};

/** The fifth wrong one in a row: the account is locked, and the page says so. */
export const AccountLocked: Story = {
  args: { error: 'LOGIN_ATTEMPTS_EXCEEDED' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyErrorText(globals)('LOGIN_ATTEMPTS_EXCEEDED')),
    ).toBeVisible();
  },
};

/** The new password is the withdrawal password: refused on its field. */
export const SameAsWithdrawalPassword: Story = {
  args: {
    error: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    fieldErrors: { password: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN' },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(passwordField(canvas, t('profile.password.login.new'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByText(storyErrorText(globals)('WITHDRAWAL_PASSWORD_SAME_AS_LOGIN')),
    ).toBeVisible();
  },
};

/** Too many changes at once from this device: the reason, in the banner. */
export const TooManyRequests: Story = {
  args: { error: 'TOO_MANY_REQUESTS' },
  play: async ({ canvas, globals }) => {
    await expect(
      within(canvas.getByRole('alert')).getByText(storyErrorText(globals)('TOO_MANY_REQUESTS')),
    ).toBeVisible();
  },
};

/** The change is on its way: the fields wait, the button is busy. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(passwordField(canvas, t('profile.password.login.current'))).toBeDisabled();
    await expect(passwordField(canvas, t('profile.password.login.new'))).toBeDisabled();
  },
};

/**
 * Changed: the page says so in a region that announces it, and that the other devices were logged
 * out; Done goes back.
 */
export const Saved: Story = {
  args: { done: true },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('profile.password.login.done'));
    await expect(canvas.getByText(t('profile.password.login.doneDescription'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('profile.password.login.finish') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Changing it, in the dark theme. */
export const ChangeItDark: Story = { globals: { theme: 'dark' } };

/** Changed, in the dark theme. */
export const SavedDark: Story = { args: { done: true }, globals: { theme: 'dark' } };
