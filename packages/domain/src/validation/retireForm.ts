import { z } from 'zod';
import { tons } from '../money/tons';
import type { Tons } from '../money/tons';
import {
  BENEFICIARY_MAX_LENGTH,
  RETIREMENT_REASON_MAX_LENGTH,
  RETIRE_STEP_PARAMS,
  retirableTons,
} from '../market/retirementRules';
import { hasOnlyTextCharacters } from './textCharacters';
import { issue, malformed, requiredText } from './fields';

/**
 * One line of text up to `max` characters, as `textSchema` but naming the limit: a longer one is
 * refused (never cut) with TEXT_TOO_LONG and `{max}`.
 */
const lineOfText = (max: number) =>
  requiredText()
    .refine((text) => hasOnlyTextCharacters(text, 'single'), issue('TEXT_CHARACTERS_INVALID'))
    .refine((text) => text.length <= max, { ...issue('TEXT_TOO_LONG'), params: { max } });

/** Why the credits are retired: required, one line of up to 140 characters. */
export const retirementReasonSchema = lineOfText(RETIREMENT_REASON_MAX_LENGTH);

/**
 * Who the retirement is for: a name of up to `BENEFICIARY_MAX_LENGTH` characters on one line, or
 * nothing (left out or empty), to retire in the member's own name.
 */
export const beneficiarySchema = z
  .string(malformed)
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(lineOfText(BENEFICIARY_MAX_LENGTH).optional());

/**
 * Tons to retire as a person types them: a whole number of tons (RETIREMENT_QUANTITY_INVALID
 * with `{step}`), at most the whole tons held (INSUFFICIENT_CARBON_BALANCE).
 */
const retireQuantitySchema = (balanceTons: string | Tons) =>
  requiredText().transform((text, ctx): Tons => {
    if (!/^\d{1,12}$/.test(text) || /^0+$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: 'RETIREMENT_QUANTITY_INVALID',
        params: RETIRE_STEP_PARAMS,
      });
      return z.NEVER;
    }
    const value = tons(text);
    if (value.decimal.greaterThan(retirableTons(tons(balanceTons)).decimal)) {
      ctx.addIssue({ code: 'custom', message: 'INSUFFICIENT_CARBON_BALANCE' });
      return z.NEVER;
    }
    return value;
  });

/** Retire tons of a holding: whole tons within what is held, an optional beneficiary, a reason. */
export const retireFormSchema = ({ balanceTons }: { balanceTons: string | Tons }) =>
  z.object(
    {
      quantity: retireQuantitySchema(balanceTons),
      beneficiary: beneficiarySchema,
      reason: retirementReasonSchema,
    },
    malformed,
  );
export type RetireForm = z.infer<ReturnType<typeof retireFormSchema>>;
