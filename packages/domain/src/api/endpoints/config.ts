import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { levelWire, moneyWire, percentWire } from '../wire';
import { BILLING_PERIODS } from '../../model/membership';
import { payNowPayeeWire } from './wallet';

const amountText = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/)
  .meta({ examples: ['100.00'] });

/** Operator limits in force (docs/PRODUCT.md defaults unless tuned); amounts as decimal text. */
export const limitsWire = z.object({
  withdrawal: z.object({
    min: amountText,
    max: amountText,
    dailyMax: amountText,
    feePercent: percentWire,
    feeMin: amountText,
  }),
  purchase: z.object({
    maxPerMonth: z.number().int().positive(),
    maxTotal: z.number().int().positive(),
  }),
  presale: z.object({
    bookingFeePercent: percentWire,
    finalPaymentDays: z.number().int().positive(),
  }),
  sale: z.object({ payoutWorkingDays: z.number().int().positive() }),
  membership: z.object({
    presaleSellMinLevel: levelWire,
    p1MonthlyPrice: amountText,
    annualMonths: z.number().int().positive(),
  }),
  registration: z.object({ invitationRequired: z.boolean() }),
  topUp: z.object({ min: amountText, max: amountText }),
});

export const membershipPlanWire = z.object({
  level: z.enum(['P1', 'P2', 'P3', 'P4', 'P5']),
  period: z.enum(BILLING_PERIODS),
  price: moneyWire,
});

export const baseConfigWire = z.object({
  /** Config version: the app sends it as `v` with every call. */
  version: z.string().min(1),
  /** Where the app opens its socket (`ws://` or `wss://`). */
  socket_host: z
    .string()
    .regex(/^wss?:\/\//)
    .meta({ examples: ['wss://market.example.com/h5/ws'] }),
  limits: limitsWire,
  plans: z.array(membershipPlanWire),
  /** Whom top-ups are paid to by PayNow: shown before a top-up is opened, and in its code. */
  payNow: payNowPayeeWire,
  features: z.object({
    guestLogin: z.boolean(),
    registration: z.boolean(),
    footprint: z.boolean(),
  }),
  /**
   * The server runs a demo: payments are simulated (top-ups confirmed and withdrawals paid with no
   * money moving), and the app says so. Missing (an older server): not a demo.
   */
  demo: z.boolean().default(false),
});

/** `GET /h5/api/login/baseconfig`: read at start-up; a failure is only logged by the app. */
const getBaseConfig = defineEndpoint({
  name: 'config.base',
  method: 'GET',
  path: '/login/baseconfig',
  access: 'public',
  request: () => z.object({}),
  response: () => baseConfigWire,
  summary:
    'Settings the app needs before anything else: version, socket host, limits, plans, features and whether payments are simulated (demo).',
});

/** The config endpoints, by action: `endpoints.config.<action>`. */
export const configEndpoints = {
  base: getBaseConfig,
} as const;
