import { z } from 'zod';
import {
  emailSchema,
  enteredPasswordSchema,
  issue,
  malformed,
  operatorCodeSchema,
  operatorPasswordSchema,
} from './fields';

/** The console's sign-in: e-mail, password, and the authenticator's code or a recovery code. */
export const operatorSignInFormSchema = z.object(
  { email: emailSchema, password: enteredPasswordSchema, code: operatorCodeSchema },
  malformed,
);
export type OperatorSignInForm = z.output<typeof operatorSignInFormSchema>;

/** The six digits an authenticator app shows. */
export const authenticatorCodeSchema = z
  .string(issue('REQUIRED'))
  .trim()
  .min(1, { ...issue('REQUIRED'), abort: true })
  .regex(/^\d{6}$/, issue('OPERATOR_CODE_FORMAT_INVALID'));

/**
 * Completing an enrolment: the new password twice, and the code the authenticator app shows once
 * it has added the secret.
 */
export const operatorEnrolmentFormSchema = z
  .object(
    {
      password: operatorPasswordSchema,
      confirmPassword: z.string(issue('REQUIRED')).min(1, issue('REQUIRED')),
      code: authenticatorCodeSchema,
    },
    malformed,
  )
  .refine((form) => form.password === form.confirmPassword, {
    ...issue('PASSWORDS_DO_NOT_MATCH'),
    path: ['confirmPassword'],
  });
export type OperatorEnrolmentForm = z.output<typeof operatorEnrolmentFormSchema>;
