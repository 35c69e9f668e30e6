import { z } from 'zod';
import { compare, isNegative, isZero, money, parseMoney } from '../money/money';
import type { Money, MoneyInput } from '../money/money';
import { tons } from '../money/tons';
import type { Tons } from '../money/tons';
import type { ErrorCode } from '../errors/catalogue';
import {
  agreedSchema,
  enteredPasswordSchema,
  issue,
  malformed,
  phoneSchema,
  requiredText,
  textSchema,
} from './fields';
import { WITHDRAWAL_DESTINATIONS } from '../model/status';
import { SINGAPORE_BANKS } from '../account/singaporeBanks';
import { holderNameMatches } from '../account/holderName';
import { SELL_STEP_PARAMS, SELL_TONS_STEP } from '../market/saleRules';

const fail = (ctx: z.RefinementCtx, code: ErrorCode) => {
  ctx.addIssue({ code: 'custom', message: code });
  return z.NEVER;
};

/** A positive SGD amount typed by a person (`1,234.50`, `S$50`), as Money. */
export const amountSchema = requiredText().transform((text, ctx): Money => {
  const value = parseMoney(text);
  if (!value || isNegative(value) || isZero(value)) return fail(ctx, 'AMOUNT_INVALID');
  return value;
});

/** An amount between `min` and `max` inclusive. */
const boundedAmount = (min: MoneyInput, max: MoneyInput) =>
  amountSchema.superRefine((value, ctx) => {
    if (compare(value, money(min)) < 0)
      ctx.addIssue({ code: 'custom', message: 'AMOUNT_BELOW_MINIMUM' });
    else if (compare(value, money(max)) > 0)
      ctx.addIssue({ code: 'custom', message: 'AMOUNT_ABOVE_MAXIMUM' });
  });

const tonsOf = (input: string | Tons | bigint | number): Tons =>
  typeof input === 'number' ? tons(BigInt(input)) : tons(input);

/** A whole, positive number of tons. */
export const wholeTonsSchema = (invalid: ErrorCode = 'QUANTITY_INVALID') =>
  requiredText().transform((text, ctx): Tons => {
    if (!/^\d+$/.test(text) || /^0+$/.test(text)) return fail(ctx, invalid);
    return tons(text);
  });

/** Bounds of an order in tons; numbers must be whole. */
export interface TonsBounds {
  minTons: string | Tons | number;
  maxTons: string | Tons | number;
  remainingTons: string | Tons | number;
}

const boundedTons = ({ minTons, maxTons, remainingTons }: TonsBounds, invalid: ErrorCode) =>
  wholeTonsSchema(invalid).superRefine((value, ctx) => {
    if (value.decimal.lessThan(tonsOf(minTons).decimal))
      ctx.addIssue({ code: 'custom', message: 'QUANTITY_BELOW_MINIMUM' });
    else if (value.decimal.greaterThan(tonsOf(maxTons).decimal))
      ctx.addIssue({ code: 'custom', message: 'QUANTITY_ABOVE_MAXIMUM' });
    else if (value.decimal.greaterThan(tonsOf(remainingTons).decimal))
      ctx.addIssue({ code: 'custom', message: 'INSUFFICIENT_REMAINING_TONS' });
  });

/**
 * Withdraw an amount between the limits, within the available balance and what is left of the
 * daily limit (`dailyLeft`, when known), to the bank account or its PayNow number, with the
 * withdrawal password.
 */
export const withdrawFormSchema = ({
  min,
  max,
  available,
  dailyLeft,
}: {
  min: MoneyInput;
  max: MoneyInput;
  available: MoneyInput;
  dailyLeft?: MoneyInput;
}) =>
  z.object(
    {
      amount: boundedAmount(min, max).superRefine((value, ctx) => {
        if (dailyLeft !== undefined && compare(value, money(dailyLeft)) > 0)
          ctx.addIssue({ code: 'custom', message: 'DAILY_WITHDRAWAL_LIMIT_REACHED' });
        else if (compare(value, money(available)) > 0)
          ctx.addIssue({ code: 'custom', message: 'INSUFFICIENT_BALANCE' });
      }),
      to: z.enum(WITHDRAWAL_DESTINATIONS).default('bank'),
      password: enteredPasswordSchema,
    },
    malformed,
  );
export type WithdrawForm = z.infer<ReturnType<typeof withdrawFormSchema>>;

/** Top up an amount between the limits. */
export const topUpFormSchema = ({ min, max }: { min: MoneyInput; max: MoneyInput }) =>
  z.object({ amount: boundedAmount(min, max) }, malformed);
export type TopUpForm = z.infer<ReturnType<typeof topUpFormSchema>>;

/** Buy a whole number of tons within the project's bounds and what remains, with the terms agreed. */
export const purchaseFormSchema = (bounds: TonsBounds) =>
  z.object({ quantity: boundedTons(bounds, 'QUANTITY_INVALID'), agreed: agreedSchema }, malformed);
export type PurchaseForm = z.infer<ReturnType<typeof purchaseFormSchema>>;

/** Book a presale: a whole number of tons within bounds, with the terms agreed. */
export const bookingFormSchema = (bounds: TonsBounds) =>
  z.object(
    { quantity: boundedTons(bounds, 'PRESALE_QUANTITY_INVALID'), agreed: agreedSchema },
    malformed,
  );
export type BookingForm = z.infer<ReturnType<typeof bookingFormSchema>>;

/** Sell tons held: in steps of 0.001 t (SELL_QUANTITY_INVALID with `{step}`), at most the balance. */
export const sellFormSchema = ({ balanceTons }: { balanceTons: string | Tons | number }) =>
  z.object(
    {
      quantity: requiredText().transform((text, ctx): Tons => {
        const offStep = () => {
          ctx.addIssue({
            code: 'custom',
            message: 'SELL_QUANTITY_INVALID',
            params: SELL_STEP_PARAMS,
          });
          return z.NEVER;
        };
        if (!/^\d+(\.\d{1,3})?$/.test(text)) return offStep();
        const value = tons(text);
        if (value.decimal.lessThan(SELL_TONS_STEP.decimal)) return offStep();
        if (value.decimal.greaterThan(tonsOf(balanceTons).decimal))
          return fail(ctx, 'INSUFFICIENT_CARBON_BALANCE');
        return value;
      }),
    },
    malformed,
  );
export type SellForm = z.infer<ReturnType<typeof sellFormSchema>>;

/**
 * The bank account fields with every rule but the holder-name one (which needs the registered
 * name): a bank of the Singapore list, 6 to 20 digits (spaces and dashes dropped), an optional
 * 8-digit PayNow mobile.
 */
export const bankAccountFields = {
  bankName: requiredText().pipe(z.enum(SINGAPORE_BANKS, issue('BANK_INFO_INCORRECT'))),
  accountNumber: requiredText()
    .transform((text) => text.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, issue('BANK_INFO_INCORRECT'))),
  holderName: textSchema(),
  paynowNumber: z
    .string(issue('PHONE_INVALID'))
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(phoneSchema.optional()),
};

/** The bank account as a server receives it; the server then checks the holder against the member. */
export const bankAccountRequestSchema = z.object(bankAccountFields, malformed);

/**
 * The bank account for withdrawals; the holder must be the registered person (any of
 * `registeredName`, compared without case and with runs of spaces folded).
 */
export const bankAccountFormSchema = ({
  registeredName,
}: {
  registeredName: string | readonly string[];
}) =>
  z.object(
    {
      ...bankAccountFields,
      holderName: bankAccountFields.holderName.refine(
        (name) => holderNameMatches(name, registeredName),
        issue('HOLDER_NAME_MISMATCH'),
      ),
    },
    malformed,
  );
export type BankAccountForm = z.infer<ReturnType<typeof bankAccountFormSchema>>;
