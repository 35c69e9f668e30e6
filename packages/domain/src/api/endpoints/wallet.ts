import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idWire, instantWire, moneyWire, percentWire } from '../wire';
import { idParam, pageQuery, pageWire } from '../paging';
import { balancesWire } from '../balancesWire';
import { TOP_UP_STATUSES } from '../../model/status';
import { FUND_RECORD_TYPES } from '../../model/fundRecords';
import { BALANCE_KINDS } from '../../model/membership';
import { WITHDRAWAL_DESTINATIONS, WITHDRAWAL_STATUSES } from '../../model/status';
import { malformed } from '../../validation/fields';
import { amountSchema } from '../../validation/moneyForms';
import { secretPasswordSchema } from '../../validation/secret';

/** One line of the ledger (the `FundRecord` entity): signed amount, balance after it. */
export const fundRecordWire = z.object({
  id: idWire,
  type: z.enum(FUND_RECORD_TYPES),
  balance: z.enum(BALANCE_KINDS),
  /** Negative when money left the balance. */
  amount: moneyWire,
  balanceAfter: moneyWire,
  reference: z.string(),
  createdAt: instantWire,
});

/** The operator's PayNow details, which top-ups are paid to (base config's `payNow`). */
export const payNowPayeeWire = z.object({
  /** The operator's business registration number: the PayNow proxy. */
  uen: z.string(),
  /** The name the payer's banking app shows (at most 25 characters). */
  name: z.string(),
  city: z.string(),
});

/** A top-up: pay `amount` by PayNow quoting `reference`; it turns confirmed when the money arrives. */
export const topUpWire = z.object({
  id: idWire,
  amount: moneyWire,
  status: z.enum(TOP_UP_STATUSES),
  /** What the payer quotes in the PayNow transfer. */
  reference: z.string(),
  /** Who the PayNow transfer goes to. */
  payee: payNowPayeeWire,
  createdAt: instantWire,
  /** The end of the next day in Singapore: the code expires then, and an unpaid top-up is cancelled. */
  payableUntil: instantWire,
  /** When it was confirmed or cancelled. */
  resolvedAt: instantWire.nullable(),
});

/** A withdrawal (the `Withdrawal` entity): the fee is deducted from the amount. */
export const withdrawalWire = z.object({
  id: idWire,
  amount: moneyWire,
  fee: moneyWire,
  netAmount: moneyWire,
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Paid into the saved bank account or to its PayNow number. */
  destination: z.enum(WITHDRAWAL_DESTINATIONS),
  createdAt: instantWire,
  completedAt: instantWire.nullable(),
  /** When it was refused and its amount went back to the available balance. */
  refusedAt: instantWire.nullable(),
});

export const withdrawalQuoteWire = z.object({ amount: moneyWire, fee: moneyWire, net: moneyWire });

/**
 * What the member may withdraw today: the per-request bounds, the daily limit and what is left
 * of it on this Singapore day, and whether today is a weekend day when withdrawals are closed.
 */
export const withdrawalAllowanceWire = z.object({
  min: moneyWire,
  max: moneyWire,
  dailyMax: moneyWire,
  /** The daily limit less what was asked for today (refused withdrawals left out); never below 0. */
  dailyLeft: moneyWire,
  /** The fee: this percentage of the amount, at least `feeMin`, taken out of the amount. */
  feePercent: percentWire,
  feeMin: moneyWire,
  /** Saturday or Sunday in Singapore: closed, each with its own message. */
  closed: z.enum(['WITHDRAWAL_CLOSED_SATURDAY', 'WITHDRAWAL_CLOSED_SUNDAY']).nullable(),
});

const getBalances = defineEndpoint({
  name: 'wallet.balances',
  method: 'GET',
  path: '/wallet/balances',
  access: 'member',
  request: () => z.object({}),
  response: () => balancesWire,
  summary: 'The wallet: available, frozen, pending and declined money, and the tons held.',
});

const listFundRecords = defineEndpoint({
  name: 'wallet.fundRecords',
  method: 'GET',
  path: '/wallet/fundrecords',
  access: 'member',
  request: () => pageQuery.extend({ type: z.enum(FUND_RECORD_TYPES, malformed).optional() }),
  response: () => pageWire(fundRecordWire),
  summary: 'Fund records, newest first, optionally of one type: every change of every balance.',
});

const createTopUp = defineEndpoint({
  name: 'wallet.createTopUp',
  method: 'POST',
  path: '/wallet/topup',
  access: 'member',
  request: () => z.object({ amount: amountSchema }, malformed),
  response: () => topUpWire,
  errors: ['AMOUNT_BELOW_MINIMUM', 'AMOUNT_ABOVE_MAXIMUM', 'ACCOUNT_LOCKED'],
  moneyMoving: true,
  summary:
    'Starts a top-up within the top-up limits: answers the PayNow reference to pay with; the ' +
    'money reaches the available balance when the payment is confirmed.',
});

const getTopUp = defineEndpoint({
  name: 'wallet.topUp',
  method: 'GET',
  path: '/wallet/topup',
  access: 'member',
  request: () => z.object({ id: idParam }, malformed),
  response: () => topUpWire,
  errors: ['NOT_FOUND'],
  summary: "One of the member's top-ups, to follow its status.",
});

const cancelTopUp = defineEndpoint({
  name: 'wallet.cancelTopUp',
  method: 'POST',
  path: '/wallet/topup/cancel',
  access: 'member',
  request: () => z.object({ id: idWire }, malformed),
  response: () => topUpWire,
  errors: ['NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED'],
  summary:
    "Cancels one of the member's pending top-ups (nothing was paid, so no money moves); one that " +
    'was confirmed or cancelled meanwhile is refused.',
});

const previewWithdrawalFee = defineEndpoint({
  name: 'wallet.withdrawalFee',
  method: 'GET',
  path: '/wallet/withdrawalfee',
  access: 'member',
  request: () => z.object({ amount: amountSchema }, malformed),
  response: () => withdrawalQuoteWire,
  summary: 'The fee of withdrawing an amount and what reaches the bank (amount less fee).',
});

const withdrawalAllowance = defineEndpoint({
  name: 'wallet.withdrawalAllowance',
  method: 'GET',
  path: '/wallet/withdrawalallowance',
  access: 'member',
  request: () => z.object({}),
  response: () => withdrawalAllowanceWire,
  summary:
    'What the member may withdraw now: the bounds of one withdrawal, the daily limit and what is ' +
    'left of it on this Singapore day, the fee, and whether withdrawals are closed today ' +
    '(Saturday, Sunday).',
});

const withdraw = defineEndpoint({
  name: 'wallet.withdraw',
  method: 'POST',
  path: '/wallet/withdraw',
  access: 'member',
  request: () =>
    z.object(
      {
        amount: amountSchema,
        password: secretPasswordSchema,
        /** Where to pay it; the saved bank account when left out. */
        to: z.enum(WITHDRAWAL_DESTINATIONS).default('bank'),
      },
      malformed,
    ),
  response: () => withdrawalWire,
  errors: [
    'BANK_INFO_INCORRECT',
    'WITHDRAWAL_PASSWORD_NOT_SET',
    'TRADING_PASSWORD_ATTEMPTS_LEFT',
    'BALANCE_FROZEN',
    'ACCOUNT_LOCKED',
    'RISK_ACCOUNT_RESTRICTED',
    'WITHDRAWAL_CLOSED_SATURDAY',
    'WITHDRAWAL_CLOSED_SUNDAY',
    'AMOUNT_BELOW_MINIMUM',
    'AMOUNT_ABOVE_MAXIMUM',
    'DAILY_WITHDRAWAL_LIMIT_REACHED',
    'INSUFFICIENT_BALANCE',
    'TOO_MANY_REQUESTS',
    'SERVER_BUSY',
  ],
  moneyMoving: true,
  summary:
    'Withdraws to the saved bank account, or to its PayNow number (`to`; one not saved is ' +
    'BANK_INFO_INCORRECT), with the withdrawal password: the amount leaves the ' +
    'available balance at once and the withdrawal is processing until the operator pays or refuses ' +
    'it. Not on Saturdays or Sundays (Singapore time). Five wrong passwords in a row lock the ' +
    'account and freeze the balance. The password never takes part in matching a replay.',
});

const listWithdrawals = defineEndpoint({
  name: 'wallet.withdrawals',
  method: 'GET',
  path: '/wallet/withdrawals',
  access: 'member',
  request: () => pageQuery,
  response: () => pageWire(withdrawalWire),
  summary: "The member's withdrawals, newest first.",
});

/** The wallet endpoints, by action: `endpoints.wallet.<action>`. */
export const walletEndpoints = {
  balances: getBalances,
  fundRecords: listFundRecords,
  createTopUp,
  topUp: getTopUp,
  cancelTopUp,
  withdrawalFee: previewWithdrawalFee,
  withdrawalAllowance,
  withdraw,
  withdrawals: listWithdrawals,
} as const;
