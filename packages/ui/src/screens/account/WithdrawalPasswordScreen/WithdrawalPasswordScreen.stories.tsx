import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WithdrawalPasswordScreen } from './WithdrawalPasswordScreen';
import { storyErrorText, storyT } from '../../../testing/storyI18n';

const notSet = { status: 'ready', data: { isSet: false } } as const;
const isSet = { status: 'ready', data: { isSet: true } } as const;

const meta = {
  title: 'Screens/Account/WithdrawalPassword',
  component: WithdrawalPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { password: notSet, onSet: fn(), onChange: fn(), onBack: fn(), onRetry: fn() },
} satisfies Meta<typeof WithdrawalPasswordScreen>;
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

/**
 * None set yet: the new password twice, its rules ticked as it is typed. A confirmation that
 * differs is refused on its field; once they match, the form sends the password.
 */
export const SetTheFirst: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    const first = passwordField(canvas, t('profile.password.withdrawal.new'));
    const again = passwordField(canvas, t('profile.password.confirm'));
    await userEvent.type(first, 'Carbon2026');
    const ticked = rules(canvas, t);
    await expect(ticked[0]).toContain(t('profile.password.rules.met'));
    await expect(ticked[4]).toContain(t('profile.password.rules.notMet'));
    await userEvent.type(first, '#');
    await userEvent.type(again, 'Carbon2026');
    await userEvent.click(
      canvas.getByRole('button', { name: t('profile.password.withdrawal.setSubmit') }),
    );
    await expect(await canvas.findByText(errorText('PASSWORDS_DO_NOT_MATCH'))).toBeVisible();
    await expect(args.onSet).not.toHaveBeenCalled();
    await userEvent.type(again, '#');
    await userEvent.click(
      canvas.getByRole('button', { name: t('profile.password.withdrawal.setSubmit') }),
    );
    await waitFor(() => expect(args.onSet).toHaveBeenCalledTimes(1));
    await expect((args.onSet as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      password: 'Carbon2026#',
      confirmPassword: 'Carbon2026#',
    });
  },
};

/** A weak password is refused on its field, and the checklist shows what it lacks. */
export const TooWeak: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.type(passwordField(canvas, t('profile.password.withdrawal.new')), 'carbon');
    await userEvent.type(passwordField(canvas, t('profile.password.confirm')), 'carbon');
    await userEvent.click(
      canvas.getByRole('button', { name: t('profile.password.withdrawal.setSubmit') }),
    );
    await expect(
      await canvas.findByText(storyErrorText(globals)('WITHDRAWAL_PASSWORD_WEAK')),
    ).toBeVisible();
    await expect(args.onSet).not.toHaveBeenCalled();
  },
};

/** One set already: the current one, then the new one twice; the form sends all three. */
export const ChangeIt: Story = {
  args: { password: isSet },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.type(
      passwordField(canvas, t('profile.password.withdrawal.current')),
      'Carbon2026#',
    );
    await userEvent.type(
      passwordField(canvas, t('profile.password.withdrawal.new')),
      'Forest!2027',
    );
    await userEvent.type(passwordField(canvas, t('profile.password.confirm')), 'Forest!2027');
    await userEvent.click(
      canvas.getByRole('button', { name: t('profile.password.withdrawal.changeSubmit') }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect((args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      oldPassword: 'Carbon2026#',
      password: 'Forest!2027',
      confirmPassword: 'Forest!2027',
    });
  },
};

/** The current password was wrong: the reason says how many tries are left before the lock. */
export const WrongCurrentPassword: Story = {
  args: { password: isSet, error: 'TRADING_PASSWORD_ATTEMPTS_LEFT', errorParams: { times: 3 } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyErrorText(globals)('TRADING_PASSWORD_ATTEMPTS_LEFT', { times: 3 })),
    ).toBeVisible();
  },
};

/** The fifth wrong one: the balance is frozen and the account locked, and the page says so. */
export const BalanceFrozen: Story = {
  args: { password: isSet, error: 'BALANCE_FROZEN' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyErrorText(globals)('BALANCE_FROZEN'))).toBeVisible();
  },
};

/** The new password is the login password: refused. */
export const SameAsLoginPassword: Story = {
  args: { error: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyErrorText(globals)('WITHDRAWAL_PASSWORD_SAME_AS_LOGIN')),
    ).toBeVisible();
  },
};

/** The password is on its way: the fields wait, the button is busy. */
export const Saving: Story = {
  args: { password: isSet, saving: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(passwordField(canvas, t('profile.password.withdrawal.current'))).toBeDisabled();
  },
};

/** Saved: the page says so, in a region that announces it, and Done goes back. */
export const Saved: Story = {
  args: { password: isSet, done: true },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('profile.password.withdrawal.done'),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('profile.password.withdrawal.finish') }),
    );
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The member is loading: the form's outline. */
export const Loading: Story = {
  args: { password: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByLabelText(t('profile.password.withdrawal.loading')),
    ).toBeInTheDocument();
  },
};

/** The member could not be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  args: { password: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Changing it, in the dark theme. */
export const ChangeItDark: Story = { args: { password: isSet }, globals: { theme: 'dark' } };
