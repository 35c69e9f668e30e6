import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { balancesWire } from '../balancesWire';
import { idParam, pageQuery, pageWire } from '../paging';
import { langParam } from '../lang';
import { idWire, instantWire, moneyWire, tonsWire } from '../wire';
import { agreedSchema, issue, malformed } from '../../validation/fields';
import type { ErrorCode } from '../../errors/catalogue';
import { ORDER_STATUSES } from '../../model/status';
import { ORDER_KINDS } from '../../market/orderRules';
import { tons } from '../../money/tons';
import type { Tons } from '../../money/tons';

/**
 * A whole, positive number of tons: decimal text (`'12'`, the wire form of tons) or a JSON integer.
 * Anything else (fractions, zero, signs, exponents) answers `invalid`.
 */
export const wholeTonsParam = (invalid: ErrorCode) =>
  z.union([z.number(), z.string()], issue(invalid)).transform((value, ctx): Tons => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (
      (typeof value === 'number' && !Number.isSafeInteger(value)) ||
      !/^\d{1,12}$/.test(text) ||
      /^0+$/.test(text)
    ) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return tons(text);
  });

/**
 * An order: a spot purchase, or a presale booking with its final payment. See
 * docs/adr/006-order-life-cycle.md for how the statuses follow each other. `totalAmount` is unit
 * price x quantity (for a booking, the expected total). A booking whose final payment deadline
 * passed unpaid keeps its status and is marked `forfeited`: the booking fee is kept.
 */
export const orderWire = z.object({
  id: idWire,
  orderNo: z.string(),
  projectId: idWire,
  projectName: z.string(),
  projectImageUrl: z.string().nullable(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  unitPrice: moneyWire,
  quantity: tonsWire,
  totalAmount: moneyWire,
  /** Bookings: what was paid when booking. */
  bookingFee: moneyWire.nullable(),
  /** Bookings pending their final payment: the last instant to pay (count down with the envelope's `time`). */
  finalPaymentDeadline: instantWire.nullable(),
  finalTons: tonsWire.nullable(),
  finalUnitPrice: moneyWire.nullable(),
  /** Final tons x final unit price less the booking fee. */
  finalPaymentAmount: moneyWire.nullable(),
  finalPaidAt: instantWire.nullable(),
  /** The deadline passed unpaid: the booking fee is kept and nothing more can be paid. */
  forfeited: z.boolean(),
  forfeitedAt: instantWire.nullable(),
  createdAt: instantWire,
});

/** What an order placed or paid answers: the order and the wallet after it. */
export const orderResultWire = z.object({ order: orderWire, balances: balancesWire });

const orderBuy = defineEndpoint({
  name: 'orders.buy',
  method: 'POST',
  path: '/orders/buy',
  access: 'member',
  request: () =>
    z.object(
      {
        projectId: idParam,
        quantity: wholeTonsParam('QUANTITY_INVALID'),
        agreed: agreedSchema,
        lang: langParam,
      },
      malformed,
    ),
  response: () => orderResultWire,
  errors: [
    'NOT_FOUND',
    'PROJECT_NOT_BEGUN',
    'PROJECT_ENDED',
    'PROJECT_FULL',
    'MEMBERSHIP_LEVEL_TOO_LOW',
    'RISK_ACCOUNT_RESTRICTED',
    'ACCOUNT_LOCKED',
    'PURCHASE_MONTHLY_LIMIT_REACHED',
    'PURCHASE_TOTAL_LIMIT_REACHED',
    'QUANTITY_INVALID',
    'QUANTITY_BELOW_MINIMUM',
    'QUANTITY_ABOVE_MAXIMUM',
    'INSUFFICIENT_REMAINING_TONS',
    'INSUFFICIENT_BALANCE',
    'TERMS_NOT_AGREED',
  ],
  moneyMoving: true,
  summary:
    "Buys whole tons of a project in progress at its unit price, the buyer having agreed to the terms of sale: the money leaves the available balance and the tons reach the normal holding at once. The order in the reply names its project in the request's language.",
});

const orderBook = defineEndpoint({
  name: 'orders.book',
  method: 'POST',
  path: '/orders/book',
  access: 'member',
  request: () =>
    z.object(
      {
        projectId: idParam,
        quantity: wholeTonsParam('PRESALE_QUANTITY_INVALID'),
        agreed: agreedSchema,
        lang: langParam,
      },
      malformed,
    ),
  response: () => orderResultWire,
  errors: [
    'NOT_FOUND',
    'PROJECT_NOT_BEGUN',
    'PROJECT_ENDED',
    'PROJECT_FULL',
    'MEMBERSHIP_LEVEL_TOO_LOW',
    'RISK_ACCOUNT_RESTRICTED',
    'ACCOUNT_LOCKED',
    'PURCHASE_MONTHLY_LIMIT_REACHED',
    'PURCHASE_TOTAL_LIMIT_REACHED',
    'PRESALE_QUANTITY_INVALID',
    'QUANTITY_BELOW_MINIMUM',
    'QUANTITY_ABOVE_MAXIMUM',
    'INSUFFICIENT_REMAINING_TONS',
    'INSUFFICIENT_BALANCE',
    'TERMS_NOT_AGREED',
  ],
  moneyMoving: true,
  summary:
    "Books whole tons of a presale, paying the booking fee (a percentage of the expected total) from the available balance. The order in the reply names its project in the request's language.",
});

const orderPayFinal = defineEndpoint({
  name: 'orders.payFinal',
  method: 'POST',
  path: '/orders/payfinal',
  access: 'member',
  request: () => z.object({ orderId: idParam, lang: langParam }, malformed),
  response: () => orderResultWire,
  errors: [
    'NOT_FOUND',
    'FINAL_PAYMENT_EXPIRED',
    'INSUFFICIENT_BALANCE',
    'RISK_ACCOUNT_RESTRICTED',
    'ACCOUNT_LOCKED',
  ],
  moneyMoving: true,
  summary:
    "Pays the balance of a booking pending its final payment, before its deadline; the final tons reach the presale holding. The order in the reply names its project in the request's language.",
});

const orderList = defineEndpoint({
  name: 'orders.list',
  method: 'GET',
  path: '/orders/list',
  access: 'member',
  request: () =>
    pageQuery.extend({
      status: z.enum(ORDER_STATUSES, malformed).optional(),
      kind: z.enum(ORDER_KINDS, malformed).optional(),
      lang: langParam,
    }),
  response: () => pageWire(orderWire),
  summary:
    "The member's orders, newest first, optionally of one status or kind, with the final payment deadlines; each project's name in the request's language (English where it has no translation).",
});

const orderDetail = defineEndpoint({
  name: 'orders.detail',
  method: 'GET',
  path: '/orders/detail',
  access: 'member',
  request: () => z.object({ id: idParam, lang: langParam }, malformed),
  response: () => orderWire,
  errors: ['NOT_FOUND'],
  summary:
    "One of the member's orders, its project's name in the request's language (English where it has no translation).",
});

/** The orders endpoints, by action: `endpoints.orders.<action>`. */
export const ordersEndpoints = {
  buy: orderBuy,
  book: orderBook,
  payFinal: orderPayFinal,
  list: orderList,
  detail: orderDetail,
} as const;
