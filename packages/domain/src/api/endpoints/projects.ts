import { z } from 'zod';
import { errorCodeWire } from '../refusal';
import { defineEndpoint } from '../endpoint';
import { idParam, pageQuery, pageWire } from '../paging';
import { langParam } from '../lang';
import {
  idWire,
  imageUrlWire,
  instantWire,
  levelWire,
  moneyWire,
  percentWire,
  tonsWire,
} from '../wire';
import { malformed } from '../../validation/fields';
import { LISTED_PROJECT_STATUSES, PROJECT_STATUSES } from '../../model/status';
import { ORDER_KINDS } from '../../market/orderRules';
import { CARBON_REGISTRIES, REGISTRY_ID_PATTERN } from '../../model/carbonRegistry';
import { SDG_GOALS } from '../../model/sustainableGoals';
import { PROJECT_TYPES } from '../../model/projectTypes';

/** The certification facts of a project's credits (the carbon detail of every holding of it). */
export const carbonFactsWire = z.object({
  /** Vintage year of the credits. */
  vintage: z.number().int(),
  verificationAgency: z.string(),
  /** Monitoring and evaluation. */
  monitoring: z.string(),
  creditType: z.string(),
});

/**
 * A project as the list, the detail and the buy screens show it. Amounts and tons are decimal
 * text. `unitPrice` is the listed price (a presale's expected price); `currentUnitPrice` is what a
 * ton costs or fetches now (a presale's final price once set). `progress` is the whole percent sold.
 */
export const projectWire = z.object({
  id: idWire,
  name: z.string().meta({ examples: ['Katingan Peatland Restoration'] }),
  location: z.string().meta({ examples: ['Central Kalimantan, Indonesia'] }),
  /** Kind of project, by key (e.g. reforestation, cookstoves): the app names it in its language. */
  type: z.enum(PROJECT_TYPES).meta({ examples: ['peatland'] }),
  /** Certification standards, e.g. Verra VCS, Gold Standard. */
  standards: z.array(z.string()).meta({ examples: [['Verra VCS', 'CCB']] }),
  status: z.enum(PROJECT_STATUSES).meta({ examples: ['in_progress'] }),
  unitPrice: moneyWire,
  currentUnitPrice: moneyWire,
  /** Total tons offered. */
  quantity: tonsWire,
  remainingTons: tonsWire,
  /** Bounds of one order, whole tons. */
  minTons: tonsWire,
  maxTons: tonsWire,
  /** Share sold, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  introduction: z.string(),
  /** The fact sheet document (http(s) or a path on this server), if any. */
  factSheetUrl: z.string().nullable(),
  /** Lowest membership level that may buy or book. */
  minLevel: levelWire,
  /** The selling window: orders are taken from the start (inclusive) to the end (exclusive). */
  sellingStartsAt: instantWire.nullable(),
  sellingEndsAt: instantWire.nullable(),
  /** Presales only: booking fee percentage, expected quantity, and the final price and tons once set. */
  presale: z
    .object({
      bookingFeePercent: percentWire,
      expectedQuantity: tonsWire,
      finalUnitPrice: moneyWire.nullable(),
      finalTons: tonsWire.nullable(),
    })
    .nullable(),
  imageUrl: imageUrlWire.nullable(),
  developer: z.string().meta({ examples: ['PT Rimba Makmur Utama'] }),
  carbon: carbonFactsWire,
});

/**
 * What the signed-in viewer may do with the project now: `action` is what the screen offers (buy
 * while in progress, book while in presale, nothing otherwise); `reason` is why it is refused
 * (e.g. MEMBERSHIP_LEVEL_TOO_LOW: the screen shows the upgrade path instead of the button).
 * Orders count every order the viewer placed in the project, for the purchase caps.
 */
export const projectViewerWire = z.object({
  action: z.enum(ORDER_KINDS).nullable(),
  reason: errorCodeWire.nullable(),
  ordersThisMonth: z.number().int().nonnegative(),
  ordersTotal: z.number().int().nonnegative(),
  maxPerMonth: z.number().int().positive(),
  maxTotal: z.number().int().positive(),
});

/** A project's ID on its registry: letters, digits, dots, dashes or underscores, at most 32. */
export const registryIdWire = z
  .string()
  .regex(REGISTRY_ID_PATTERN)
  .meta({ examples: ['1477'] });

/**
 * Where the project's credits are issued: the registry, the project's ID there, and the https
 * address of its public page on the registry (where issuances and retirements can be checked).
 */
export const registrationWire = z.object({
  registry: z.enum(CARBON_REGISTRIES),
  registryId: registryIdWire,
  url: z
    .url({ protocol: /^https$/ })
    .meta({ examples: ['https://registry.verra.org/app/projectDetail/VCS/1477'] }),
});

/** One UN Sustainable Development Goal, by its number (1 to 17). */
export const sdgWire = z.literal(SDG_GOALS);

/** Goals in their own order, each once. */
export const sdgsWire = z
  .array(sdgWire)
  .refine((goals) => goals.every((goal, i) => i === 0 || goal > (goals[i - 1] ?? 0)), {
    message: 'Goals are listed in increasing order, each once',
  });

/**
 * The project detail: the project, where its credits are registered (null when not recorded), the
 * UN Sustainable Development Goals it supports, and, with a token, what the viewer may do (null
 * without one).
 */
export const projectDetailWire = projectWire.extend({
  registration: registrationWire.nullable(),
  sdgs: sdgsWire,
  viewer: projectViewerWire.nullable(),
});

/** The fact sheet: certification facts of the project's credits. */
export const factSheetWire = carbonFactsWire.extend({
  projectId: idWire,
  name: z.string(),
  type: z.enum(PROJECT_TYPES),
  standards: z.array(z.string()),
  location: z.string(),
  developer: z.string(),
  /** The full document (http(s) or a path on this server), if any. */
  documentUrl: z.string().nullable(),
});

const projectList = defineEndpoint({
  name: 'projects.list',
  method: 'GET',
  path: '/projects/list',
  access: 'public',
  // Projects pending review are the operator's: never listed, and not a status to ask for.
  request: () =>
    pageQuery.extend({
      status: z.enum(LISTED_PROJECT_STATUSES, malformed).optional(),
      type: z.enum(PROJECT_TYPES, malformed).optional(),
      lang: langParam,
    }),
  response: () => pageWire(projectWire),
  summary:
    "Projects on the market (never those pending review), open ones first (in progress, presale, not begun, reservation waiting, full, then ended and closed; `PROJECT_LIST_ORDER`) and the newest first within a status, one page at a time, optionally of one status and of one type, their texts in the request's language (English where a text has no translation); guests and visitors without a session may browse.",
});

const projectDetail = defineEndpoint({
  name: 'projects.detail',
  method: 'GET',
  path: '/projects/detail',
  access: 'public',
  request: () => z.object({ id: idParam, lang: langParam }, malformed),
  response: () => projectDetailWire,
  errors: ['NOT_FOUND'],
  summary:
    "One project, its texts in the request's language; with a session token it also says whether the viewer may buy or book it, and why not.",
});

const projectFactSheet = defineEndpoint({
  name: 'projects.factSheet',
  method: 'GET',
  path: '/projects/factsheet',
  access: 'public',
  request: () => z.object({ id: idParam, lang: langParam }, malformed),
  response: () => factSheetWire,
  errors: ['NOT_FOUND'],
  summary:
    'The certification facts of a project: standards, vintage, verification agency, monitoring and evaluation, credit type, location, developer and the document.',
});

/** The projects endpoints, by action: `endpoints.projects.<action>`. */
export const projectsEndpoints = {
  list: projectList,
  detail: projectDetail,
  factSheet: projectFactSheet,
} as const;
