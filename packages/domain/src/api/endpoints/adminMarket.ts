import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParam, pageQuery, pageWire } from '../paging';
import { langParam } from '../lang';
import { idWire, instantWire, levelWire, moneyWire, tonsWire } from '../wire';
import { issue, malformed, multilineTextSchema, textSchema } from '../../validation/fields';
import { amountSchema } from '../../validation/moneyForms';
import { PROJECT_STATUSES } from '../../model/status';
import { isSafeImageUrl } from '../../content/urls';
import type { ErrorCode } from '../../errors/catalogue';
import { tons } from '../../money/tons';
import type { Tons } from '../../money/tons';
import { projectWire } from './projects';
import { wholeTonsParam } from './orders';
import { positiveTonsText, saleWire, sellTonsParam } from './credits';
import { CARBON_REGISTRIES, isRegistryId } from '../../model/carbonRegistry';
import { SDG_GOALS, orderedGoals } from '../../model/sustainableGoals';
import { PROJECT_TYPES } from '../../model/projectTypes';
import { PROJECT_PICTURE_MAX_BYTES } from '../../account/imageType';

/** Longest project introduction, in characters. */
export const PROJECT_INTRODUCTION_MAX_LENGTH = 10_000;

/** A document or image URL: http(s) or relative to this server. Empty means none. */
const urlSchema = z
  .string(issue('URL_INVALID'))
  .trim()
  .refine((url) => url === '' || isSafeImageUrl(url), issue('URL_INVALID'))
  .transform((url) => (url === '' ? null : url))
  .nullable()
  .optional()
  .transform((url) => url ?? null);

/** Whole tons, zero allowed (what remains of an offer). */
const remainingTonsSchema = z
  .union([z.number(), z.string()], issue('QUANTITY_INVALID'))
  .transform((value, ctx): Tons => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if ((typeof value === 'number' && !Number.isSafeInteger(value)) || !/^\d{1,12}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'QUANTITY_INVALID' });
      return z.NEVER;
    }
    return tons(text);
  });

/** A booking fee percentage above 0 and at most 100. */
const bookingFeePercentSchema = z
  .string(issue('PERCENT_INVALID'))
  .regex(/^\d{1,3}(\.\d{1,2})?$/, issue('PERCENT_INVALID'))
  .refine((text) => {
    const value = Number(text);
    return value > 0 && value <= 100;
  }, issue('PERCENT_INVALID'));

/** Where the credits are issued: a registry we know and the project's ID there. */
const registrationInputSchema = z.object(
  {
    registry: z.enum(CARBON_REGISTRIES, malformed),
    registryId: z
      .string(issue('REQUIRED'))
      .trim()
      .refine(isRegistryId, issue('REGISTRY_ID_INVALID')),
  },
  malformed,
);

/** The goals the project supports, by number, each once; put in their own order. */
const sdgsInputSchema = z
  .array(z.literal(SDG_GOALS, malformed), malformed)
  .max(SDG_GOALS.length, malformed)
  .refine((goals) => new Set(goals).size === goals.length, malformed)
  .transform(orderedGoals);

/**
 * A project's texts in a language besides English: name, location, introduction and developer,
 * and the words of its carbon facts. A text left out reads in English. (Its type is a key, which
 * every language names.)
 */
export const projectTextsSchema = z.object(
  {
    name: textSchema(),
    location: textSchema(),
    introduction: multilineTextSchema(PROJECT_INTRODUCTION_MAX_LENGTH),
    developer: textSchema().optional(),
    verificationAgency: textSchema().optional(),
    monitoring: multilineTextSchema(500).optional(),
    creditType: textSchema(60).optional(),
  },
  malformed,
);
export type ProjectTexts = z.output<typeof projectTextsSchema>;

/**
 * What describes a project, as created and as edited: its texts in English (and in Chinese under
 * `translations`), picture and fact sheet, type and standards, price and the bounds of one order,
 * the lowest level that may order, the selling window, the carbon facts, the registration
 * (registry and the project's ID there) and the UN goals. The registration, the goals and the
 * translations may be left out (none recorded).
 */
const projectFields = {
  name: textSchema(),
  location: textSchema(),
  type: z.enum(PROJECT_TYPES, malformed),
  standards: z.array(textSchema(60), issue('REQUIRED')).min(1, issue('REQUIRED')).max(10),
  unitPrice: amountSchema,
  minTons: wholeTonsParam('QUANTITY_INVALID'),
  maxTons: wholeTonsParam('QUANTITY_INVALID'),
  introduction: multilineTextSchema(PROJECT_INTRODUCTION_MAX_LENGTH),
  factSheetUrl: urlSchema,
  imageUrl: urlSchema,
  minLevel: levelWire.default('P0'),
  sellingStartsAt: instantWire.nullable().optional(),
  sellingEndsAt: instantWire.nullable().optional(),
  vintage: z
    .number(issue('YEAR_INVALID'))
    .int(issue('YEAR_INVALID'))
    .min(1990, issue('YEAR_INVALID'))
    .max(2100, issue('YEAR_INVALID')),
  verificationAgency: textSchema(),
  monitoring: multilineTextSchema(500),
  creditType: textSchema(60),
  developer: textSchema(),
  registration: registrationInputSchema.nullable().optional(),
  /** The project's texts in Chinese; English is what the other fields say. */
  translations: z.object({ cn: projectTextsSchema }, malformed).optional(),
  sdgs: sdgsInputSchema.optional(),
};

type Fail = (field: string, code: ErrorCode) => void;

/** An order's bounds in order, and a selling window that ends after it starts. */
function checkLimitsAndWindow(
  input: {
    minTons: Tons;
    maxTons: Tons;
    sellingStartsAt?: Date | null | undefined;
    sellingEndsAt?: Date | null | undefined;
  },
  fail: Fail,
) {
  if (input.maxTons.decimal.lessThan(input.minTons.decimal)) fail('maxTons', 'QUANTITY_INVALID');
  if (
    input.sellingStartsAt &&
    input.sellingEndsAt &&
    input.sellingEndsAt.getTime() <= input.sellingStartsAt.getTime()
  )
    fail('sellingEndsAt', 'SELLING_WINDOW_INVALID');
}

/** A refinement's way of failing one field with a catalogue code. */
const failOn =
  (ctx: z.RefinementCtx): Fail =>
  (field, code) =>
    ctx.addIssue({ code: 'custom', path: [field], message: code });

/**
 * Everything a new project needs: its description (`projectFields`), the tons offered, and its
 * status. `remainingTons` defaults to the quantity (seed data may start a project part sold);
 * `status` defaults to pending review; a presale (status presale or reservation waiting) needs
 * its `presale` block, whose booking fee percentage defaults to the configured one and expected
 * quantity to the quantity.
 */
export const projectInputSchema = z
  .object(
    {
      ...projectFields,
      status: z.enum(PROJECT_STATUSES, malformed).default('pending_review'),
      quantity: wholeTonsParam('QUANTITY_INVALID'),
      remainingTons: remainingTonsSchema.optional(),
      presale: z
        .object(
          {
            bookingFeePercent: bookingFeePercentSchema.optional(),
            expectedQuantity: wholeTonsParam('QUANTITY_INVALID').optional(),
          },
          malformed,
        )
        .nullable()
        .optional(),
    },
    malformed,
  )
  .superRefine((input, ctx) => {
    const fail = failOn(ctx);
    checkLimitsAndWindow(input, fail);
    if (input.remainingTons?.decimal.greaterThan(input.quantity.decimal))
      fail('remainingTons', 'QUANTITY_INVALID');
    if ((input.status === 'presale' || input.status === 'reservation_waiting') && !input.presale)
      fail('presale', 'REQUIRED');
  });

/**
 * A project's description as edited (`projectFields`), in full: a field left out is cleared or
 * takes its default, as at creation. Its status, the tons offered and remaining, and its presale
 * terms change only through their own actions (orders, status, final terms).
 */
export const projectEditSchema = z
  .object({ id: idParam, ...projectFields }, malformed)
  .superRefine((input, ctx) => checkLimitsAndWindow(input, failOn(ctx)));

/** A project's edited description as the server receives it. */
export type ProjectEdit = z.output<typeof projectEditSchema>;

/** A new project as the server receives it: amounts as Money, tons as Tons, instants as Date. */
export type ProjectInput = z.output<typeof projectInputSchema>;

const adminCreateProject = defineEndpoint({
  name: 'admin.createProject',
  method: 'POST',
  path: '/admin/projects/create',
  access: 'admin',
  role: 'admin',
  request: () => projectInputSchema,
  response: () => projectWire,
  errors: [
    'REQUIRED',
    'TEXT_TOO_LONG',
    'TEXT_CHARACTERS_INVALID',
    'AMOUNT_INVALID',
    'QUANTITY_INVALID',
    'URL_INVALID',
    'YEAR_INVALID',
    'PERCENT_INVALID',
    'REGISTRY_ID_INVALID',
    'SELLING_WINDOW_INVALID',
    'ADMIN_ACCESS_DENIED',
  ],
  summary:
    'Creates a project with its presale terms, selling window, minimum level and carbon detail.',
});

const adminUploadProjectPicture = defineEndpoint({
  name: 'admin.uploadProjectPicture',
  method: 'POST',
  path: '/admin/projects/picture',
  access: 'admin',
  role: 'admin',
  upload: { maxBytes: PROJECT_PICTURE_MAX_BYTES },
  request: () => z.object({}),
  response: () => z.object({ imageUrl: z.string() }),
  errors: ['FILE_TOO_LARGE', 'FILE_TYPE_INVALID', 'UPLOAD_FAILED', 'OPERATOR_ROLE_REQUIRED'],
  summary:
    `Stores a project's picture and answers its same-origin address (\`/h5/uploads/<name>\`), for ` +
    "a project's `imageUrl` in admin.createProject or admin.updateProject. Body: multipart/form-data " +
    `with one file field \`file\` of at most ${PROJECT_PICTURE_MAX_BYTES} bytes; JPEG, PNG or WebP ` +
    "judged by the file's first bytes. Pictures are kept once stored: the audit trail's " +
    'before and after of a project name them.',
});

const adminUpdateProject = defineEndpoint({
  name: 'admin.updateProject',
  method: 'POST',
  path: '/admin/projects/update',
  access: 'admin',
  role: 'admin',
  request: () => projectEditSchema,
  response: () => projectWire,
  errors: [
    'NOT_FOUND',
    'OPERATION_FAILED',
    'QUANTITY_INVALID',
    'AMOUNT_INVALID',
    'URL_INVALID',
    'YEAR_INVALID',
    'REGISTRY_ID_INVALID',
    'SELLING_WINDOW_INVALID',
    'OPERATOR_ROLE_REQUIRED',
  ],
  summary:
    "Replaces a project's description (texts in English and Chinese, picture, fact sheet, type, " +
    'standards, price, order bounds, lowest level, selling window, carbon facts, registration and ' +
    'goals); its status, tons and presale terms keep to their own actions.',
});

const adminSetProjectStatus = defineEndpoint({
  name: 'admin.setProjectStatus',
  method: 'POST',
  path: '/admin/projects/status',
  access: 'admin',
  role: 'admin',
  request: () => z.object({ id: idParam, status: z.enum(PROJECT_STATUSES, malformed) }, malformed),
  response: () => projectWire,
  errors: ['NOT_FOUND', 'OPERATION_FAILED', 'ADMIN_ACCESS_DENIED'],
  summary:
    'Moves a project to another status, if the project life cycle allows it (docs/adr/006-order-life-cycle.md).',
});

/** A project's next status as the console's form holds it: one of the statuses, required. */
export const projectStatusFormSchema = z.object(
  { status: z.enum(PROJECT_STATUSES, issue('REQUIRED')) },
  malformed,
);

/**
 * A presale's final terms as the console's form holds them (the figures as typed), under the
 * same rules as `admin.setPresaleFinal` applies to them.
 */
export const finalTermsFormSchema = z.object(
  { finalUnitPrice: amountSchema, finalTons: positiveTonsText },
  malformed,
);

const adminSetPresaleFinal = defineEndpoint({
  name: 'admin.setPresaleFinal',
  method: 'POST',
  path: '/admin/projects/final',
  access: 'admin',
  role: 'admin',
  request: () =>
    z.object({ id: idParam, finalUnitPrice: amountSchema, finalTons: sellTonsParam }, malformed),
  response: () =>
    z.object({
      project: projectWire,
      /** Bookings now pending their final payment. */
      ordersMoved: z.number().int().nonnegative(),
    }),
  errors: [
    'NOT_FOUND',
    'OPERATION_FAILED',
    'AMOUNT_INVALID',
    'TONS_INVALID',
    'ADMIN_ACCESS_DENIED',
  ],
  summary:
    "Sets a presale's final unit price and tons (once): every booking becomes pending final payment with its share of the tons and a deadline.",
});

const adminSettleSales = defineEndpoint({
  name: 'admin.settleSales',
  method: 'POST',
  path: '/admin/sales/settle',
  access: 'admin',
  request: () => z.object({}),
  response: () => z.object({ settled: z.number().int().nonnegative() }),
  errors: ['ADMIN_ACCESS_DENIED'],
  summary: 'Moves the proceeds of every sale whose payout date has come from pending to available.',
});

const adminSettleSale = defineEndpoint({
  name: 'admin.settleSale',
  method: 'POST',
  path: '/admin/sale/settle',
  access: 'admin',
  request: () => z.object({ id: idParam }, malformed),
  response: () => saleWire,
  errors: ['NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED', 'ADMIN_ACCESS_DENIED'],
  summary:
    "The operator paid one pending sale's proceeds, on or before its payout date: they move from pending to available now.",
});

const adminForfeitBookings = defineEndpoint({
  name: 'admin.forfeitBookings',
  method: 'POST',
  path: '/admin/orders/forfeit',
  access: 'admin',
  request: () => z.object({}),
  response: () => z.object({ forfeited: z.number().int().nonnegative() }),
  errors: ['ADMIN_ACCESS_DENIED'],
  summary:
    'Forfeits every booking whose final payment deadline has passed unpaid: the booking fee is kept.',
});

export const marketDueWire = z.object({
  bookingsOverdue: z.array(
    z.object({
      orderId: idWire,
      orderNo: z.string(),
      memberId: idWire,
      finalPaymentDeadline: instantWire,
    }),
  ),
  salesDue: z.array(
    z.object({
      saleId: idWire,
      saleNo: z.string(),
      memberId: idWire,
      proceeds: moneyWire,
      payoutAt: instantWire,
    }),
  ),
  /** The next deadline or payout date still in the future, for a scheduler to sleep until. */
  nextDueAt: instantWire.nullable(),
});

/** A booking's share of a presale's final, as setting the final would make it. */
export const finalShareWire = z.object({
  orderId: idWire,
  orderNo: z.string(),
  memberId: idWire,
  bookedTons: tonsWire,
  finalTons: tonsWire,
  bookingFee: moneyWire,
  /** What the booking would owe: the final tons at the final price, its booking fee deducted. */
  finalPayment: moneyWire,
});

const adminPresaleFinalPreview = defineEndpoint({
  name: 'admin.presaleFinalPreview',
  method: 'GET',
  path: '/admin/projects/final/preview',
  access: 'admin',
  role: 'admin',
  request: () =>
    z.object({ id: idParam, finalUnitPrice: amountSchema, finalTons: sellTonsParam }, malformed),
  response: () => z.object({ bookings: z.array(finalShareWire) }),
  errors: [
    'NOT_FOUND',
    'OPERATION_FAILED',
    'AMOUNT_INVALID',
    'TONS_INVALID',
    'OPERATOR_ROLE_REQUIRED',
  ],
  summary:
    "What setting a presale's final would do, without doing it: each booking's share of the " +
    'final tons and the balance it would owe.',
});

const adminPendingSales = defineEndpoint({
  name: 'admin.pendingSales',
  method: 'GET',
  path: '/admin/sales',
  access: 'admin',
  request: () => pageQuery.extend({ lang: langParam }),
  response: () => pageWire(saleWire.extend({ memberId: idWire })),
  summary: "Every member's pending sales, the earliest payout first: the proceeds to pay.",
});

const adminProjects = defineEndpoint({
  name: 'admin.projects',
  method: 'GET',
  path: '/admin/projects',
  access: 'admin',
  role: 'admin',
  request: () =>
    pageQuery.extend({ status: z.enum(PROJECT_STATUSES, malformed).optional(), lang: langParam }),
  response: () => pageWire(projectWire),
  errors: ['OPERATOR_ROLE_REQUIRED'],
  summary:
    'Every project, those pending review included, the newest first, one page at a time, ' +
    "optionally of one status, their texts in the request's language.",
});

/** A project's texts in a language besides English, as stored: a text left out is null. */
export const storedProjectTextsWire = z.object({
  name: z.string(),
  location: z.string(),
  introduction: z.string(),
  developer: z.string().nullable(),
  verificationAgency: z.string().nullable(),
  monitoring: z.string().nullable(),
  creditType: z.string().nullable(),
});
export type StoredProjectTexts = z.output<typeof storedProjectTextsWire>;

const adminProjectTexts = defineEndpoint({
  name: 'admin.projectTexts',
  method: 'GET',
  path: '/admin/projects/texts',
  access: 'admin',
  role: 'admin',
  request: () => z.object({ id: idParam }, malformed),
  response: () => z.object({ cn: storedProjectTextsWire.nullable() }),
  errors: ['NOT_FOUND', 'OPERATOR_ROLE_REQUIRED'],
  summary:
    "A project's Chinese texts as stored, for its edit form: null when it has none, and each " +
    'optional text left out null (a member reading in Chinese gets the English one instead; the ' +
    'details endpoint cannot tell the two apart).',
});

const adminMarketDue = defineEndpoint({
  name: 'admin.marketDue',
  method: 'GET',
  path: '/admin/market/due',
  access: 'admin',
  request: () => z.object({}),
  response: () => marketDueWire,
  errors: ['ADMIN_ACCESS_DENIED'],
  summary:
    'What the market scheduler has to do now (overdue bookings, sales due to settle) and when it next has something to do.',
});

/** The operator's market endpoints, by action: part of `adminEndpoints`. */
export const adminMarketEndpoints = {
  projects: adminProjects,
  projectTexts: adminProjectTexts,
  createProject: adminCreateProject,
  uploadProjectPicture: adminUploadProjectPicture,
  updateProject: adminUpdateProject,
  setProjectStatus: adminSetProjectStatus,
  setPresaleFinal: adminSetPresaleFinal,
  presaleFinalPreview: adminPresaleFinalPreview,
  pendingSales: adminPendingSales,
  settleSales: adminSettleSales,
  settleSale: adminSettleSale,
  forfeitBookings: adminForfeitBookings,
  marketDue: adminMarketDue,
} as const;
