import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { balancesWire } from '../balancesWire';
import { idParam, pageQuery, pageWire } from '../paging';
import { langParam } from '../lang';
import { idWire, instantWire, moneyWire, tonsWire } from '../wire';
import { issue, malformed } from '../../validation/fields';
import { CREDIT_KINDS } from '../../model/membership';
import { CREDIT_RECORD_TYPES } from '../../model/fundRecords';
import { SALE_STATUSES, SELL_STEP_PARAMS, SELL_TONS_STEP } from '../../market/saleRules';
import { CERTIFICATE_ID_PATTERN, RETIRE_STEP_PARAMS } from '../../market/retirementRules';
import { beneficiarySchema, retirementReasonSchema } from '../../validation/retireForm';
import { tons } from '../../money/tons';
import type { Tons } from '../../money/tons';
import { carbonFactsWire, registrationWire } from './projects';
import { errorCodeWire } from '../refusal';
import { errorParamsWire } from '../errorParamsWire';

/**
 * Tons to sell: decimal text in steps of `SELL_TONS_STEP` (0.001 t, at least one step) or a JSON
 * integer. Anything else is SELL_QUANTITY_INVALID with the step as `{step}`. (Whether the sale is
 * worth the smallest proceeds depends on the price: the server judges that with `quoteSale`.)
 */
export const sellQuantityParam = z
  .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
    ...issue('SELL_QUANTITY_INVALID'),
    params: SELL_STEP_PARAMS,
  })
  .transform((value, ctx): Tons => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const onStep =
      (typeof value !== 'number' || Number.isSafeInteger(value)) &&
      /^\d{1,12}(\.\d{1,3})?$/.test(text) &&
      !tons(text).decimal.lessThan(SELL_TONS_STEP.decimal);
    if (onStep) return tons(text);
    ctx.addIssue({
      code: 'custom',
      message: 'SELL_QUANTITY_INVALID',
      params: SELL_STEP_PARAMS,
    });
    return z.NEVER;
  });

/**
 * Tons to retire: a whole, positive number of tons, as decimal text or a JSON integer. Anything
 * else is RETIREMENT_QUANTITY_INVALID with the step (`1`) as `{step}`.
 */
export const retireQuantityParam = z
  .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
    ...issue('RETIREMENT_QUANTITY_INVALID'),
    params: RETIRE_STEP_PARAMS,
  })
  .transform((value, ctx): Tons => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const whole =
      (typeof value !== 'number' || Number.isSafeInteger(value)) &&
      /^\d{1,12}$/.test(text) &&
      !/^0+$/.test(text);
    if (whole) return tons(text);
    ctx.addIssue({
      code: 'custom',
      message: 'RETIREMENT_QUANTITY_INVALID',
      params: RETIRE_STEP_PARAMS,
    });
    return z.NEVER;
  });

/** Reads a positive quantity of tons with at most three decimals, or adds TONS_INVALID. */
const positiveTons = (value: number | string, ctx: z.RefinementCtx): Tons => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (
    (typeof value === 'number' && !Number.isSafeInteger(value)) ||
    !/^\d{1,12}(\.\d{1,3})?$/.test(text) ||
    /^0+(\.0+)?$/.test(text)
  ) {
    ctx.addIssue({ code: 'custom', message: 'TONS_INVALID' });
    return z.NEVER;
  }
  return tons(text);
};

/** A positive quantity of tons with at most three decimals: decimal text or a JSON integer. */
export const sellTonsParam = z
  .union([z.number(), z.string()], issue('TONS_INVALID'))
  .transform(positiveTons);

/** The same quantity as a form's field holds it: decimal text only. */
export const positiveTonsText = z.string(issue('TONS_INVALID')).transform(positiveTons);

/**
 * Tons of one project held by the member, normal or presale, with the carbon detail of the
 * project's credits. `id` is stable per member: 2 x projectId, plus 1 for presale credits.
 * `unitPrice` is what a ton fetches if sold now; `value` is what the tons fetch if sold now:
 * tons x unitPrice, rounded down to the cent as every payout is.
 */
export const holdingWire = z.object({
  id: idWire,
  projectId: idWire,
  projectName: z.string(),
  projectImageUrl: z.string().nullable(),
  kind: z.enum(CREDIT_KINDS),
  tons: tonsWire,
  unitPrice: moneyWire,
  value: moneyWire,
  /** The carbon detail; `offsettedAmount` is the CO2e these credits offset: the tons held. */
  detail: carbonFactsWire.extend({ offsettedAmount: tonsWire }),
});

/** One change of a holding: tons in (bought, final payment) or out (sold). */
export const creditRecordWire = z.object({
  id: idWire,
  type: z.enum(CREDIT_RECORD_TYPES),
  direction: z.enum(['in', 'out']),
  tons: tonsWire,
  tonsAfter: tonsWire,
  /** The order or sale number. */
  reference: z.string(),
  createdAt: instantWire,
});

/** A holding with whether the member may sell it now (and why not) and its latest changes. */
export const holdingDetailWire = holdingWire.extend({
  sell: z.object({
    allowed: z.boolean(),
    /** E.g. PRESALE_SELL_CONTACT_SERVICE: presale credits need a higher level. */
    reason: errorCodeWire.nullable(),
    /** The placeholders of the reason's message, e.g. `{ min: 'S$0.01' }`. */
    reasonParams: errorParamsWire.optional(),
    /** Working days before sale proceeds reach the available balance. */
    payoutWorkingDays: z.number().int().positive(),
  }),
  /** The latest 50 changes, newest first. */
  records: z.array(creditRecordWire),
});

/** A sale of credits: proceeds wait in the pending balance until `payoutAt`, then reach available. */
export const saleWire = z.object({
  id: idWire,
  saleNo: z.string(),
  projectId: idWire,
  projectName: z.string(),
  kind: z.enum(CREDIT_KINDS),
  tons: tonsWire,
  unitPrice: moneyWire,
  proceeds: moneyWire,
  status: z.enum(SALE_STATUSES),
  payoutAt: instantWire,
  createdAt: instantWire,
  settledAt: instantWire.nullable(),
});

/**
 * The serial numbers of a retirement's tons, one per ton: `start` to `end` (both included) under
 * the project's `prefix`, and the range as the certificate writes it (`text`,
 * `CM-12-VCS-1748-2024-000000001-000000010`). ADR 045.
 */
export const serialRangeWire = z.object({
  prefix: z.string(),
  start: z.number().int().positive(),
  end: z.number().int().positive(),
  text: z.string(),
});

/**
 * A retirement: tons of a holding taken out of the market for good, with the certificate that
 * proves it. `certificateId` is the certificate's public id (random, ADR 045): the verification
 * page at `verificationPath` and the PDF at `pdfPath` (`?lang=cn` for Chinese) are addresses on
 * this server that anyone holding them may open, without signing in. The project's facts
 * (vintage, standards, registration) are those of the day of the retirement.
 */
export const retirementWire = z.object({
  id: idWire,
  /** The reference a person reads out to customer service, e.g. `RT20261120000001`. */
  retirementNo: z.string(),
  certificateId: z
    .string()
    .regex(CERTIFICATE_ID_PATTERN)
    .meta({ examples: ['b7xk2mq4t6wz3rn5dp2hj7va4c'] }),
  projectId: idWire,
  projectName: z.string(),
  kind: z.enum(CREDIT_KINDS),
  tons: tonsWire,
  vintage: z.number().int(),
  standards: z.array(z.string()),
  registration: registrationWire.nullable(),
  serials: serialRangeWire,
  /** Who the certificate is made out to: the beneficiary named, or the member. */
  beneficiary: z.string(),
  /** The member retired in their own name (no beneficiary was named). */
  forSelf: z.boolean(),
  reason: z.string(),
  retiredAt: instantWire,
  verificationPath: z.string(),
  pdfPath: z.string(),
});

const creditHoldings = defineEndpoint({
  name: 'credits.holdings',
  method: 'GET',
  path: '/credits/list',
  access: 'member',
  request: () => z.object({ lang: langParam }),
  response: () =>
    z.object({
      /** Tons held in all, by kind (the carbon-credit balance). */
      totals: z.object({ normal: tonsWire, presale: tonsWire }),
      normal: z.array(holdingWire),
      presale: z.array(holdingWire),
    }),
  summary:
    "The member's carbon credits, split into normal and presale holdings, each with its project's name and carbon detail in the request's language (English where a text has no translation).",
});

const creditHoldingDetail = defineEndpoint({
  name: 'credits.detail',
  method: 'GET',
  path: '/credits/detail',
  access: 'member',
  request: () =>
    z.object(
      { projectId: idParam, kind: z.enum(CREDIT_KINDS, malformed), lang: langParam },
      malformed,
    ),
  response: () => holdingDetailWire,
  errors: ['NOT_FOUND'],
  summary:
    "One holding with its carbon detail, whether it may be sold now, and its latest changes; its project's texts in the request's language (English where a text has no translation).",
});

const creditSell = defineEndpoint({
  name: 'credits.sell',
  method: 'POST',
  path: '/credits/sell',
  access: 'member',
  request: () =>
    z.object(
      {
        projectId: idParam,
        kind: z.enum(CREDIT_KINDS, malformed),
        quantity: sellQuantityParam,
        lang: langParam,
      },
      malformed,
    ),
  response: () => z.object({ sale: saleWire, balances: balancesWire }),
  errors: [
    'NOT_FOUND',
    'SELL_QUANTITY_INVALID',
    'SELL_PROCEEDS_TOO_SMALL',
    'INSUFFICIENT_CARBON_BALANCE',
    'PRESALE_SELL_CONTACT_SERVICE',
    'RISK_ACCOUNT_RESTRICTED',
    'ACCOUNT_LOCKED',
  ],
  moneyMoving: true,
  summary:
    "Sells held tons, in steps of 0.001 t, at the project's current unit price; the proceeds (rounded down to the cent, at least S$0.01) wait in the pending balance until the payout date (working days later). The sale in the reply names its project in the request's language.",
});

const creditSales = defineEndpoint({
  name: 'credits.sales',
  method: 'GET',
  path: '/credits/sales',
  access: 'member',
  request: () =>
    pageQuery.extend({
      status: z.enum(SALE_STATUSES, malformed).optional(),
      lang: langParam,
    }),
  response: () => pageWire(saleWire),
  summary:
    "The member's sales of credits, newest first, with their payout dates; each project's name in the request's language (English where it has no translation).",
});

const creditRetire = defineEndpoint({
  name: 'credits.retire',
  method: 'POST',
  path: '/credits/retire',
  access: 'member',
  request: () =>
    z.object(
      {
        projectId: idParam,
        kind: z.enum(CREDIT_KINDS, malformed),
        quantity: retireQuantityParam,
        beneficiary: beneficiarySchema,
        reason: retirementReasonSchema,
        lang: langParam,
      },
      malformed,
    ),
  response: () => z.object({ retirement: retirementWire, balances: balancesWire }),
  errors: [
    'NOT_FOUND',
    'RETIREMENT_QUANTITY_INVALID',
    'INSUFFICIENT_CARBON_BALANCE',
    'REQUIRED',
    'TEXT_TOO_LONG',
    'TEXT_CHARACTERS_INVALID',
    'RISK_ACCOUNT_RESTRICTED',
    'ACCOUNT_LOCKED',
  ],
  moneyMoving: true,
  summary:
    "Retires whole tons of a holding for good, in the member's own name or a named beneficiary's, with a short reason: the tons leave the holding, get the project's next serial numbers, and a certificate with a public verification page and PDF. A retirement without a beneficiary needs the member's registered name (else REQUIRED on `beneficiary`).",
});

const creditRetirements = defineEndpoint({
  name: 'credits.retirements',
  method: 'GET',
  path: '/credits/retirements',
  access: 'member',
  request: () => pageQuery.extend({ lang: langParam }),
  response: () => pageWire(retirementWire),
  summary:
    "The member's retirements, newest first, each with its serials and the addresses of its certificate; each project's name in the request's language (English where it has no translation).",
});

const creditRetirement = defineEndpoint({
  name: 'credits.retirement',
  method: 'GET',
  path: '/credits/retirement',
  access: 'member',
  request: () => z.object({ id: idParam, lang: langParam }, malformed),
  response: () => retirementWire,
  errors: ['NOT_FOUND'],
  summary:
    "One of the member's own retirements, for its certificate page (another member's answers NOT_FOUND); the project's name in the request's language.",
});

const creditRetired = defineEndpoint({
  name: 'credits.retired',
  method: 'GET',
  path: '/credits/retired',
  access: 'member',
  request: () => z.object({}),
  response: () =>
    z.object({
      /** Every ton the member ever retired. */
      total: tonsWire,
      /** Tons retired since 1 January of this year, Singapore time: set against a year's footprint. */
      thisYear: tonsWire,
    }),
  summary:
    "The tons the member has retired, in all and this calendar year (Singapore time): what the footprint result sets against the member's yearly emissions.",
});

/** The credits endpoints, by action: `endpoints.credits.<action>`. */
export const creditsEndpoints = {
  holdings: creditHoldings,
  detail: creditHoldingDetail,
  sell: creditSell,
  sales: creditSales,
  retire: creditRetire,
  retirements: creditRetirements,
  retirement: creditRetirement,
  retired: creditRetired,
} as const;
