import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import {
  enteredPasswordSchema,
  issue,
  malformed,
  nameSchema,
  phoneSchema,
  textSchema,
  withdrawalPasswordSchema,
} from './fields';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Change the withdrawal password: the current one, the new one and its confirmation. */
export const changeWithdrawalPasswordFormSchema = (loginPassword?: string) =>
  z
    .object(
      {
        oldPassword: enteredPasswordSchema,
        password: withdrawalPasswordSchema,
        confirmPassword: z.string(issue('REQUIRED')),
      },
      malformed,
    )
    .refine((value) => value.password === value.confirmPassword, {
      error: 'PASSWORDS_DO_NOT_MATCH' satisfies ErrorCode,
      path: ['confirmPassword'],
      when: ({ value }) =>
        isRecord(value) &&
        typeof value['password'] === 'string' &&
        typeof value['confirmPassword'] === 'string',
    })
    .refine((value) => loginPassword === undefined || value.password !== loginPassword, {
      error: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN' satisfies ErrorCode,
      path: ['password'],
    });
export type ChangeWithdrawalPasswordForm = z.infer<
  ReturnType<typeof changeWithdrawalPasswordFormSchema>
>;

/**
 * Edit the profile: any of the names and the mobile; a field left out stays as it is. Email, IC
 * number and UEN identify the member and are not editable. The company name applies to
 * corporate members only.
 */
export const profileUpdateFormSchema = z.object(
  {
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    companyName: textSchema().optional(),
    mobile: phoneSchema.optional(),
  },
  malformed,
);
export type ProfileUpdateForm = z.infer<typeof profileUpdateFormSchema>;
