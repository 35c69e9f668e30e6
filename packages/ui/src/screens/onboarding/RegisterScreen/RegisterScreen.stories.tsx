import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ErrorCode } from '@carbonmarket/domain';
import { RegisterScreen } from './RegisterScreen';
import type { RegisterValues } from './RegisterScreen';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks, storyLinks } from '../../../fixtures/links';

/** Pinned clock: the story-test instant, 20 November 2026 10:00 in Singapore. */
const NOW = new Date('2026-11-20T10:00:00+08:00');
/** A code was sent 18 s ago: 42 s until a new one may be requested. */
const IN_42_SECONDS = new Date('2026-11-20T10:00:42+08:00');
const A_MINUTE_AGO = new Date('2026-11-20T09:59:00+08:00');

const EMAIL = 'mei.lin@example.com';

const personal: Partial<RegisterValues> = {
  email: EMAIL,
  code: '482913',
  password: 'Carbon2026',
  confirmPassword: 'Carbon2026',
  firstName: 'Mei Lin',
  lastName: 'Tan',
  icNumber: 'S1234567D',
  mobile: '91234567',
  agreed: true,
};

const corporate: Partial<RegisterValues> = {
  ...personal,
  visitorType: 'corporate',
  companyName: 'Green Harbour Pte. Ltd.',
  uen: '201912345K',
};

const meta = {
  title: 'Screens/Onboarding/Register',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    onSendCode: fn(),
    onBack: fn(),
    now: NOW,
    links: screenLinks,
  },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Translation keys of the field labels, by field. */
const LABELS = {
  companyName: 'onboarding.fields.companyName',
  uen: 'onboarding.fields.uen',
  email: 'onboarding.fields.email',
  code: 'onboarding.fields.code',
  password: 'onboarding.fields.password',
  confirmPassword: 'onboarding.fields.confirmPassword',
  firstName: 'onboarding.fields.firstName',
  lastName: 'onboarding.fields.lastName',
  icNumber: 'onboarding.fields.icNumber',
  mobile: 'onboarding.fields.mobile',
  invitationCode: 'onboarding.fields.invitationCodeOptional',
} as const;
type Field = keyof typeof LABELS;

/** A name that also matches a busy button, whose name adds the spinner's "Loading". */
const including = (label: string) => (name: string) => name.includes(label);

/** Before anything is typed: personal, no company fields. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('onboarding.register.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: t('forms.visitorType.personal') }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.queryByLabelText(fieldLabel(t(LABELS.companyName)))).toBeNull();
    await expect(
      canvas.getByRole('group', { name: t('onboarding.register.personSection') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('onboarding.register.login') }),
    ).toHaveAttribute('href', storyLinks.login);
  },
};

/** Choosing corporate adds the company's name and UEN. */
export const Corporate: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('radio', { name: t('forms.visitorType.corporate') }));
    await expect(
      canvas.getByRole('group', { name: t('onboarding.register.companySection') }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.companyName)))).toBeRequired();
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.uen)))).toBeRequired();
  },
};

export const FilledPersonal: Story = {
  args: { defaultValues: personal, resendAvailableAt: A_MINUTE_AGO, codeSentTo: EMAIL },
};

export const FilledCorporate: Story = {
  args: { defaultValues: corporate, resendAvailableAt: A_MINUTE_AGO, codeSentTo: EMAIL },
};

/** "Send code" checks the email, then asks for a code for it. */
export const SendsCode: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(canvas.getByLabelText(fieldLabel(t(LABELS.email))), ` ${EMAIL} `);
    await userEvent.click(canvas.getByRole('button', { name: t('forms.codeField.send') }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await expect(args.onSendCode).toHaveBeenCalledWith(EMAIL);
  },
};

/** No code is sent for an empty or malformed email; the email field says why. */
export const SendCodeNeedsEmail: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals);
    const email = canvas.getByLabelText(fieldLabel(t(LABELS.email)));
    const send = canvas.getByRole('button', { name: t('forms.codeField.send') });
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription(message('REQUIRED'));
    await userEvent.type(email, 'mei.lin@');
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription(message('EMAIL_INVALID'));
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** The code request is running. */
export const CodeSending: Story = {
  args: { defaultValues: { email: EMAIL }, codeSendStatus: 'sending' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: including(storyT(globals)('forms.codeField.send')) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A code was sent: the hint names the address and the button counts down. */
export const CodeSent: Story = {
  args: { defaultValues: { email: EMAIL }, resendAvailableAt: IN_42_SECONDS, codeSentTo: EMAIL },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: t('forms.codeField.resendIn', { seconds: 42 }) }),
    ).toBeDisabled();
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.code)))).toHaveAccessibleDescription(
      containing(EMAIL),
    );
  },
};

/** The countdown is over: "Resend" asks for a new code. */
export const CanResend: Story = {
  args: { defaultValues: { email: EMAIL }, resendAvailableAt: A_MINUTE_AGO, codeSentTo: EMAIL },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('forms.codeField.resend') }),
    );
    await expect(args.onSendCode).toHaveBeenCalledWith(EMAIL);
  },
};

/** Submitting empty: every required field says so, the first one is focused. */
export const RequiredFields: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const fields: Field[] = [
      'email',
      'code',
      'password',
      'confirmPassword',
      'firstName',
      'lastName',
      'icNumber',
      'mobile',
    ];
    for (const field of fields) {
      await expect(canvas.getByLabelText(fieldLabel(t(LABELS[field])))).toHaveAccessibleDescription(
        containing(message('REQUIRED')),
      );
    }
    await expect(canvas.getByLabelText(t(LABELS.invitationCode))).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      t('forms.termsAgreement.error'),
    );
    await waitFor(() => expect(canvas.getByLabelText(fieldLabel(t(LABELS.email)))).toHaveFocus());
  },
};

/** A corporate account also needs the company's name and UEN. */
export const RequiredFieldsCorporate: Story = {
  args: { defaultValues: { visitorType: 'corporate' } },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const required = containing(storyErrorText(globals)('REQUIRED'));
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
    const company = canvas.getByLabelText(fieldLabel(t(LABELS.companyName)));
    await expect(company).toHaveAccessibleDescription(required);
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.uen)))).toHaveAccessibleDescription(
      required,
    );
    await waitFor(() => expect(company).toHaveFocus());
  },
};

/**
 * A filled form with one wrong value: submitting shows that field's catalogue message (and only
 * that one) and sends nothing.
 */
const invalid = (
  field: Field,
  code: ErrorCode,
  values: Partial<RegisterValues>,
  base: Partial<RegisterValues> = personal,
): Story => ({
  args: { defaultValues: { ...base, ...values } },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
    const input = canvas.getByLabelText(fieldLabel(t(LABELS[field])));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(containing(storyErrorText(globals)(code)));
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const EmailInvalid = invalid('email', 'EMAIL_INVALID', { email: 'mei.lin@example' });
export const CodeFormatInvalid = invalid('code', 'CODE_FORMAT_INVALID', { code: '4829' });
export const IcNumberInvalid = invalid('icNumber', 'IC_NUMBER_INVALID', { icNumber: 'S123456D' });
export const PhoneInvalid = invalid('mobile', 'PHONE_INVALID', { mobile: '9123456' });
export const PasswordWeak = invalid('password', 'LOGIN_PASSWORD_WEAK', {
  password: 'carbon2026',
  confirmPassword: 'carbon2026',
});
export const PasswordTooLong = invalid('password', 'PASSWORD_TOO_LONG', {
  password: `Aa1${'x'.repeat(126)}`,
  confirmPassword: `Aa1${'x'.repeat(126)}`,
});
export const PasswordsDoNotMatch = invalid('confirmPassword', 'PASSWORDS_DO_NOT_MATCH', {
  confirmPassword: 'Carbon2025',
});
export const InvitationCodeFormatInvalid = invalid(
  'invitationCode',
  'INVITATION_CODE_FORMAT_INVALID',
  { invitationCode: 'GR-24' },
);
export const UenInvalid = invalid('uen', 'UEN_INVALID', { uen: '12345' }, corporate);

/** The operator requires an invitation code: the field is required and empty is refused. */
export const InvitationRequired: Story = {
  args: { defaultValues: personal, invitationRequired: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const input = canvas.getByLabelText(fieldLabel(t('onboarding.fields.invitationCode')));
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
    await expect(input).toHaveAccessibleDescription(
      containing(storyErrorText(globals)('REQUIRED')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, 'green24');
    await expect(input).toHaveValue('GREEN24');
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ invitationCode: 'GREEN24' }),
    );
  },
};

export const TermsNotAgreed: Story = {
  args: { defaultValues: { ...personal, agreed: false } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAccessibleDescription(t('forms.termsAgreement.error'));
    await waitFor(() => expect(box).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server code that belongs to a field shows under it, not in a banner. */
const serverFieldError = (
  field: Field,
  code: ErrorCode,
  values: Partial<RegisterValues> = personal,
): Story => ({
  args: { defaultValues: values, error: code, resendAvailableAt: A_MINUTE_AGO, codeSentTo: EMAIL },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const input = canvas.getByLabelText(fieldLabel(t(LABELS[field])));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(containing(storyErrorText(globals)(code)));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const EmailExists = serverFieldError('email', 'EMAIL_EXISTS');
export const CodeInvalid = serverFieldError('code', 'CODE_INVALID');
export const CodeNotExpired = serverFieldError('code', 'CODE_NOT_EXPIRED');
export const InvitationCodeInvalid = serverFieldError('invitationCode', 'INVITATION_CODE_INVALID', {
  ...personal,
  invitationCode: 'GREEN24',
});

/** Editing the field a server error sits on takes the message away. */
export const EditingClearsServerError: Story = {
  args: { defaultValues: personal, error: 'EMAIL_EXISTS' },
  play: async ({ canvas, userEvent, globals }) => {
    const email = canvas.getByLabelText(fieldLabel(storyT(globals)(LABELS.email)));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(email);
    await userEvent.type(email, 'mei.lin.tan@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** Server codes that concern the whole form show in the announced banner. */
const serverBanner = (code: ErrorCode): Story => ({
  args: { defaultValues: personal, error: code },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyErrorText(globals)(code));
  },
});

export const RegistrationRestricted = serverBanner('REGISTRATION_RESTRICTED');
export const BulkRegistrationProhibited = serverBanner('BULK_REGISTRATION_PROHIBITED');
export const NetworkError = serverBanner('NETWORK_ERROR');

/** While the request runs, nothing can be edited or sent again. */
export const Submitting: Story = {
  args: { defaultValues: personal, submitting: true, resendAvailableAt: A_MINUTE_AGO },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const submit = canvas.getByRole('button', { name: including(t('onboarding.register.submit')) });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.email)))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('forms.codeField.resend') })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A personal member fills in the form and registers. */
export const SubmitsPersonal: Story = {
  args: { defaultValues: personal },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.register.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      visitorType: 'personal',
      email: EMAIL,
      code: '482913',
      password: 'Carbon2026',
      confirmPassword: 'Carbon2026',
      firstName: 'Mei Lin',
      lastName: 'Tan',
      icNumber: 'S1234567D',
      mobile: '91234567',
      agreed: true,
    });
  },
};

/** A company registers, typing every field; IC number and UEN are capitalised as typed. */
export const SubmitsCorporate: Story = {
  args: { resendAvailableAt: A_MINUTE_AGO, codeSentTo: EMAIL },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const field = (name: Field) => canvas.getByLabelText(fieldLabel(t(LABELS[name])));
    await userEvent.click(canvas.getByRole('radio', { name: t('forms.visitorType.corporate') }));
    await userEvent.type(field('companyName'), 'Green Harbour Pte. Ltd.');
    await userEvent.type(field('uen'), '201912345k');
    await expect(field('uen')).toHaveValue('201912345K');
    await userEvent.type(field('email'), EMAIL);
    await userEvent.type(field('code'), '482913');
    await userEvent.type(field('password'), 'Carbon2026');
    await userEvent.type(field('confirmPassword'), 'Carbon2026');
    await userEvent.type(field('firstName'), 'Mei Lin');
    await userEvent.type(field('lastName'), 'Tan');
    await userEvent.type(field('icNumber'), 's1234567d');
    await userEvent.type(field('mobile'), '91234567');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      visitorType: 'corporate',
      companyName: 'Green Harbour Pte. Ltd.',
      uen: '201912345K',
      email: EMAIL,
      code: '482913',
      password: 'Carbon2026',
      confirmPassword: 'Carbon2026',
      firstName: 'Mei Lin',
      lastName: 'Tan',
      icNumber: 'S1234567D',
      mobile: '91234567',
      agreed: true,
    });
  },
};

/**
 * A confirmation that does not match shows on the first submit, with every other message, not
 * only once the rest is valid.
 */
export const MismatchOnFirstSubmit: Story = {
  args: { defaultValues: { password: 'Carbon2026', confirmPassword: 'Carbon2025' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
    await expect(
      canvas.getByLabelText(fieldLabel(t(LABELS.confirmPassword))),
    ).toHaveAccessibleDescription(containing(message('PASSWORDS_DO_NOT_MATCH')));
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.email)))).toHaveAccessibleDescription(
      containing(message('REQUIRED')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The refusal's per-field codes (`ApiError.fields`) show on their fields, with no banner. */
export const ServerFieldErrors: Story = {
  args: {
    defaultValues: personal,
    error: 'IC_NUMBER_INVALID',
    fieldErrors: { icNumber: 'IC_NUMBER_INVALID', mobile: 'PHONE_INVALID' },
  },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals);
    const icNumber = canvas.getByLabelText(fieldLabel(t(LABELS.icNumber)));
    await expect(icNumber).toHaveAccessibleDescription(containing(message('IC_NUMBER_INVALID')));
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.mobile)))).toHaveAccessibleDescription(
      containing(message('PHONE_INVALID')),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.clear(icNumber);
    await userEvent.type(icNumber, 'S7654321A');
    await expect(icNumber).not.toHaveAttribute('aria-invalid');
  },
};

/** After a failed submit the first invalid field in the page's order has the focus. */
export const FocusesFirstInvalidField: Story = {
  args: { defaultValues: { ...personal, mobile: '9123', agreed: false } },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('radio', { name: t('forms.visitorType.corporate') }));
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.register.submit') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(fieldLabel(t(LABELS.companyName)))).toHaveFocus(),
    );
  },
};
