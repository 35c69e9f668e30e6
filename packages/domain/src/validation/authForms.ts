import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import {
  agreedSchema,
  emailSchema,
  enteredPasswordSchema,
  icNumberSchema,
  issue,
  loginPasswordSchema,
  nameSchema,
  optionalInvitationCodeSchema,
  phoneSchema,
  textSchema,
  malformed,
  uenSchema,
  verificationCodeSchema,
  withdrawalPasswordSchema,
} from './fields';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The "confirmation must match" rule on `confirmPassword`. It runs even when other fields fail
 * (`when`), so a form shows every problem at once.
 */
const confirmation = {
  error: 'PASSWORDS_DO_NOT_MATCH' satisfies ErrorCode,
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) =>
    isRecord(value) &&
    typeof value['password'] === 'string' &&
    typeof value['confirmPassword'] === 'string',
};
const matches = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

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

const personalFields = {
  email: emailSchema,
  code: verificationCodeSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  icNumber: icNumberSchema,
  mobile: phoneSchema,
  password: loginPasswordSchema,
  confirmPassword: confirmationSchema,
  invitationCode: optionalInvitationCodeSchema,
  agreed: agreedSchema,
};

/** Registration of a personal member, or of a corporate one (adds company name and UEN). */
export const registerFormSchema = z
  .discriminatedUnion(
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
  )
  .refine(matches, confirmation);
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Reset a forgotten password with a code sent to the email. */
export const forgotPasswordFormSchema = z
  .object(
    {
      email: emailSchema,
      code: verificationCodeSchema,
      password: loginPasswordSchema,
      confirmPassword: confirmationSchema,
    },
    malformed,
  )
  .refine(matches, confirmation);
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** Change the login password. */
export const changeLoginPasswordFormSchema = z
  .object(
    {
      oldPassword: enteredPasswordSchema,
      password: loginPasswordSchema,
      confirmPassword: confirmationSchema,
    },
    malformed,
  )
  .refine(matches, confirmation);
export type ChangeLoginPasswordForm = z.infer<typeof changeLoginPasswordFormSchema>;

/**
 * Set or change the withdrawal password. When the login password is known (the server knows
 * it; the app may not), the two must differ.
 */
export const withdrawalPasswordFormSchema = (loginPassword?: string) =>
  z
    .object(
      { password: withdrawalPasswordSchema, confirmPassword: z.string(issue('REQUIRED')) },
      malformed,
    )
    .refine(matches, confirmation)
    .refine((value) => loginPassword === undefined || value.password !== loginPassword, {
      error: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
      path: ['password'],
    });
export type WithdrawalPasswordForm = z.infer<ReturnType<typeof withdrawalPasswordFormSchema>>;
