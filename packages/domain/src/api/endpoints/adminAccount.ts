import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idWire, instantWire } from '../wire';
import { idParam, pageQuery, pageWire } from '../paging';
import { CODE_PURPOSES } from './auth';
import { memberWire } from './profile';
import { topUpWire, withdrawalWire } from './wallet';
import { CREDIT_SCORES, MEMBERSHIP_LEVELS } from '../../model/membership';
import { SINGAPORE_BANKS } from '../../account/singaporeBanks';
import { emailSchema, issue, malformed } from '../../validation/fields';

/** A top-up as the operator sees it: whose it is. */
export const adminTopUpWire = topUpWire.extend({ memberId: idWire });

/** A withdrawal as the operator sees it: whose it is and where the money goes. */
export const adminWithdrawalWire = withdrawalWire.extend({
  memberId: idWire,
  bankName: z.enum(SINGAPORE_BANKS),
  accountNumber: z.string(),
  holderName: z.string(),
  paynowNumber: z.string().nullable(),
});

const byId = z.object({ id: idParam }, malformed);
const byMember = z.object({ memberId: idParam }, malformed);

const listPendingTopUps = defineEndpoint({
  name: 'admin.pendingTopUps',
  method: 'GET',
  path: '/admin/topups',
  access: 'admin',
  request: () => pageQuery,
  response: () => pageWire(adminTopUpWire),
  summary: 'Top-ups waiting for their payment, oldest first.',
});

const confirmTopUp = defineEndpoint({
  name: 'admin.confirmTopUp',
  method: 'POST',
  path: '/admin/topup/confirm',
  access: 'admin',
  request: () => byId,
  response: () => adminTopUpWire,
  errors: ['NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED'],
  summary: 'The payment of a pending top-up arrived: its amount reaches the available balance.',
});

const cancelTopUp = defineEndpoint({
  name: 'admin.cancelTopUp',
  method: 'POST',
  path: '/admin/topup/cancel',
  access: 'admin',
  request: () => byId,
  response: () => adminTopUpWire,
  errors: ['NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED'],
  summary: 'Cancels a pending top-up whose payment never came; no money moves.',
});

const listProcessingWithdrawals = defineEndpoint({
  name: 'admin.processingWithdrawals',
  method: 'GET',
  path: '/admin/withdrawals',
  access: 'admin',
  request: () => pageQuery,
  response: () => pageWire(adminWithdrawalWire),
  summary: 'Withdrawals waiting to be paid, oldest first, with the bank account to pay.',
});

const completeWithdrawal = defineEndpoint({
  name: 'admin.completeWithdrawal',
  method: 'POST',
  path: '/admin/withdrawal/complete',
  access: 'admin',
  request: () => byId,
  response: () => adminWithdrawalWire,
  errors: [
    'NOT_FOUND',
    'STATUS_CHANGE_NOT_ALLOWED',
    'WITHDRAWAL_CLOSED_SATURDAY',
    'WITHDRAWAL_CLOSED_SUNDAY',
  ],
  summary: 'Marks a processing withdrawal paid; payouts run on Singapore working days only.',
});

const refuseWithdrawal = defineEndpoint({
  name: 'admin.refuseWithdrawal',
  method: 'POST',
  path: '/admin/withdrawal/refuse',
  access: 'admin',
  request: () => byId,
  response: () => adminWithdrawalWire,
  errors: ['NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED'],
  summary:
    'Refuses a processing withdrawal: its amount is recorded as declined and returned to the ' +
    'available balance at once.',
});

const setRisk = defineEndpoint({
  name: 'admin.setRisk',
  method: 'POST',
  path: '/admin/member/risk',
  access: 'admin',
  request: () => z.object({ memberId: idParam, risk: z.boolean(malformed) }, malformed),
  response: () => memberWire,
  errors: ['NOT_FOUND'],
  summary: "Flags or clears a member as a risk; flagging ends the member's sessions.",
});

const setCreditScore = defineEndpoint({
  name: 'admin.setCreditScore',
  method: 'POST',
  path: '/admin/member/creditscore',
  access: 'admin',
  request: () =>
    z.object({ memberId: idParam, creditScore: z.enum(CREDIT_SCORES, malformed) }, malformed),
  response: () => memberWire,
  errors: ['NOT_FOUND'],
  summary: "Sets a member's credit score: excellent, medium or poor.",
});

const setMembership = defineEndpoint({
  name: 'admin.setMembership',
  method: 'POST',
  path: '/admin/member/membership',
  access: 'admin',
  request: () =>
    z
      .object(
        {
          memberId: idParam,
          level: z.enum(MEMBERSHIP_LEVELS, malformed),
          expiresAt: instantWire.nullable().optional(),
        },
        malformed,
      )
      .refine((value) => value.level === 'P0' || value.expiresAt, {
        ...issue('REQUIRED'),
        path: ['expiresAt'],
      }),
  response: () => memberWire,
  errors: ['NOT_FOUND'],
  summary:
    "Sets a member's level and its expiry (needed from P1 up; P0 clears it). No money moves.",
});

const unlockMember = defineEndpoint({
  name: 'admin.unlockMember',
  method: 'POST',
  path: '/admin/member/unlock',
  access: 'admin',
  request: () => byMember,
  response: () => memberWire,
  errors: ['NOT_FOUND'],
  summary:
    'Unlocks an account: clears wrong login and withdrawal password counts and returns frozen ' +
    'money to the available balance.',
});

const lastVerificationCode = defineEndpoint({
  name: 'admin.lastVerificationCode',
  method: 'GET',
  path: '/admin/verificationcode',
  access: 'admin',
  request: () =>
    z.object({ email: emailSchema, purpose: z.enum(CODE_PURPOSES, malformed).optional() }),
  response: () =>
    z.object({
      email: z.string(),
      purpose: z.enum(CODE_PURPOSES),
      code: z.string(),
      createdAt: instantWire,
      expiresAt: instantWire,
      used: z.boolean(),
    }),
  errors: ['NOT_FOUND'],
  summary: 'The last verification code sent to an email (the reference server sends no mail).',
});

/** The operator's account endpoints, by action: part of `adminEndpoints`. */
export const adminAccountEndpoints = {
  pendingTopUps: listPendingTopUps,
  confirmTopUp,
  cancelTopUp,
  processingWithdrawals: listProcessingWithdrawals,
  completeWithdrawal,
  refuseWithdrawal,
  setRisk,
  setCreditScore,
  setMembership,
  unlockMember,
  lastVerificationCode,
} as const;
