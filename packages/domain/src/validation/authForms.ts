import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import type { BusinessConfig } from '../config/defaults';
import {
  agreedSchema,
  emailSchema,
  enteredPasswordSchema,
  icNumberSchema,
  issue,
  loginPasswordSchema,
  nameSchema,
  invitationCodeFieldSchema,
  phoneSchema,
  textSchema,
  malformed,
  uenSchema,
  verificationCodeSchema,
  withdrawalPasswordSchema,
} from './fields';

/** The password fields a confirmation rule compares. */
const passwordPair = z.object(
  { password: z.string(malformed), confirmPassword: z.string(malformed) },
  malformed,
);

/**
 * A form schema with the "confirmation must match" rule on `confirmPassword`. The rule is parsed
 * beside the form (an intersection), not as a refinement of it: zod skips a form's refinements as
 * soon as one field stops its own checks (an empty field is only REQUIRED), and the mismatch must
 * show on the first submit with every other message.
 */
const withConfirmation = <S extends z.ZodType<{ password: string; confirmPassword: string }>>(
  form: S,
) =>
  z.intersection(
    form,
    passwordPair.refine((value) => value.password === value.confirmPassword, {
      error: 'PASSWORDS_DO_NOT_MATCH' satisfies ErrorCode,
      path: ['confirmPassword'],
    }),
  );

/** The repeated password: required, compared as typed (never trimmed). */
const confirmationSchema = z
  .string(issue('REQUIRED'))
  .min(1, { ...issue('REQUIRED'), abort: true });

/** Login as a personal or corporate member; the terms must be agreed. */
export const loginFormSchema = z.object(
  {
    visitorType: z.enum(['personal', 'corporate'], malformed),
    email: emailSchema,
    password: enteredPasswordSchema,
    agreed: agreedSchema,
  },
  malformed,
);
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The operator settings a registration depends on (base config `limits.registration`). */
export type RegistrationSettings = Pick<BusinessConfig['registration'], 'invitationRequired'>;

const personalFieldsFor = (settings: RegistrationSettings) => ({
  email: emailSchema,
  code: verificationCodeSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  icNumber: icNumberSchema,
  mobile: phoneSchema,
  password: loginPasswordSchema,
  confirmPassword: confirmationSchema,
  invitationCode: invitationCodeFieldSchema(settings.invitationRequired),
  agreed: agreedSchema,
});

/**
 * Registration of a personal member, or of a corporate one (adds company name and UEN), under the
 * operator's settings: with `invitationRequired` an empty invitation code is REQUIRED. The screen
 * and the server build it from the same settings.
 */
export const registerFormSchemaFor = (settings: RegistrationSettings) => {
  const personalFields = personalFieldsFor(settings);
  return withConfirmation(
    z.discriminatedUnion(
      'visitorType',
      [
        z.object({ visitorType: z.literal('personal'), ...personalFields }, malformed),
        z.object({
          visitorType: z.literal('corporate'),
          ...personalFields,
          companyName: textSchema(),
          uen: uenSchema,
        }),
      ],
      malformed,
    ),
  );
};

/** Registration with the invitation code optional: the request the API contract accepts. */
export const registerFormSchema = registerFormSchemaFor({ invitationRequired: false });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Reset a forgotten password with a code sent to the email. */
export const forgotPasswordFormSchema = withConfirmation(
  z.object(
    {
      email: emailSchema,
      code: verificationCodeSchema,
      password: loginPasswordSchema,
      confirmPassword: confirmationSchema,
    },
    malformed,
  ),
);
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** Change the login password. */
export const changeLoginPasswordFormSchema = withConfirmation(
  z.object(
    {
      oldPassword: enteredPasswordSchema,
      password: loginPasswordSchema,
      confirmPassword: confirmationSchema,
    },
    malformed,
  ),
);
export type ChangeLoginPasswordForm = z.infer<typeof changeLoginPasswordFormSchema>;

/**
 * Set or change the withdrawal password. When the login password is known (the server knows
 * it; the app may not), the two must differ.
 */
export const withdrawalPasswordFormSchema = (loginPassword?: string) =>
  withConfirmation(
    z
      .object(
        { password: withdrawalPasswordSchema, confirmPassword: z.string(issue('REQUIRED')) },
        malformed,
      )
      .refine((value) => loginPassword === undefined || value.password !== loginPassword, {
        error: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
        path: ['password'],
      }),
  );
export type WithdrawalPasswordForm = z.infer<ReturnType<typeof withdrawalPasswordFormSchema>>;
