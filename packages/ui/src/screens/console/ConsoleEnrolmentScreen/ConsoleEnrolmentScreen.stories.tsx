import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ConsoleEnrolmentScreen } from './ConsoleEnrolmentScreen';
import { enrolmentFixture, recoveryCodesFixture } from '../../../fixtures/enrolment';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const meta = {
  title: 'Screens/Console/Enrolment',
  component: ConsoleEnrolmentScreen,
  parameters: { layout: 'fullscreen' },
  args: { enrolment: enrolmentFixture, onSubmit: fn(), onRecoveryCodesSaved: fn(), onRetry: fn() },
} satisfies Meta<typeof ConsoleEnrolmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = 'Console-Green-2026';

/**
 * The invitation: who is invited and as what, the key as a QR code and in groups of four, and the
 * form. The operator fills it in and the form sends the password and the code.
 */
export const SetUp: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('img', { name: t('console.enrolment.qrLabel') })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(
      canvas.getByText(
        containing(
          t('console.enrolment.invited', { name: 'Mei Lin', role: t('console.roles.operator') }),
        ),
      ),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(t('console.enrolment.password'))),
      PASSWORD,
    );
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(t('console.enrolment.confirmPassword'))),
      PASSWORD,
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: fieldLabel(t('console.enrolment.code')) }),
      '492817',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('console.enrolment.submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code: '492817',
    });
  },
};

/** A password shorter than twelve characters, and a confirmation that differs, are refused. */
export const PasswordRefused: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals);
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(t('console.enrolment.password'))),
      'Green2026',
    );
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(t('console.enrolment.confirmPassword'))),
      'Green2027',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: fieldLabel(t('console.enrolment.code')) }),
      '492817',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('console.enrolment.submit') }));
    await waitFor(() =>
      expect(
        canvas.getByLabelText(fieldLabel(t('console.enrolment.password'))),
      ).toHaveAccessibleDescription(containing(message('OPERATOR_PASSWORD_WEAK'))),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The app's code was wrong (another key, or a phone whose clock is off): said on the code's field. */
export const CodeRefused: Story = {
  args: { error: 'CODE_INVALID' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('textbox', { name: fieldLabel(t('console.enrolment.code')) }),
    ).toHaveAccessibleDescription(containing(storyErrorText(globals)('CODE_INVALID')));
  },
};

/** While the set-up is sent. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: containing(t('console.enrolment.submit')) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** While the link is read. */
export const Loading: Story = { args: { enrolment: undefined } };

/** A used or expired link: no form, and no retry (an admin sends a new link). */
export const LinkInvalid: Story = {
  args: { enrolment: undefined, loadError: 'ENROLMENT_LINK_INVALID' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.enrolment.invalidTitle'))).toBeVisible();
    await expect(canvas.getByText(storyErrorText(globals)('ENROLMENT_LINK_INVALID'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The network failed while the link was read: it can be read again. */
export const LoadFailed: Story = {
  args: { enrolment: undefined, loadError: 'NETWORK_ERROR' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Done: the ten recovery codes, shown once, and the button that goes on. */
export const RecoveryCodesShown: Story = {
  args: { recoveryCodes: recoveryCodesFixture },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list', { name: t('console.enrolment.recoveryListLabel') });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodesFixture);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.enrolment.recoveryDone') }),
    );
    await expect(args.onRecoveryCodesSaved).toHaveBeenCalledTimes(1);
  },
};
