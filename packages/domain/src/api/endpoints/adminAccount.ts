import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idWire, instantWire, moneyWire } from '../wire';
import { amountSchema } from '../../validation/moneyForms';
import { idParam, pageQuery, pageWire } from '../paging';
import { CODE_PURPOSES } from './auth';
import { memberWire } from './profile';
import { topUpWire, withdrawalWire } from './wallet';
import { CREDIT_SCORES, MEMBERSHIP_LEVELS } from '../../model/membership';
import { SINGAPORE_BANKS } from '../../account/singaporeBanks';
import { emailSchema, issue, malformed, reasonSchema } from '../../validation/fields';

/** A top-up as the operator sees it: whose it is. */
export const adminTopUpWire = topUpWire.extend({ memberId: idWire });

/**
 * A withdrawal as the operator sees it: whose it is, where the money goes, and four eyes: whether
 * a second operator must approve it before it is paid, and who did.
 */
export const adminWithdrawalWire = withdrawalWire.extend({
  memberId: idWire,
  bankName: z.enum(SINGAPORE_BANKS),
  accountNumber: z.string(),
  holderName: z.string(),
  paynowNumber: z.string().nullable(),
  approvalRequired: z.boolean(),
  approvedBy: idWire.nullable(),
  approvedAt: instantWire.nullable(),
});

const byId = z.object({ id: idParam }, malformed);
/** An action on a member's money or access: the reason is kept in the audit trail. */
const byIdWithReason = z.object({ id: idParam, reason: reasonSchema }, malformed);
const byMemberWithReason = z.object({ memberId: idParam, reason: reasonSchema }, malformed);

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
    'WITHDRAWAL_APPROVAL_REQUIRED',
    'SECOND_OPERATOR_REQUIRED',
  ],
  summary:
    'Marks a processing withdrawal paid; payouts run on Singapore working days only. At or ' +
    'above the approval threshold it must first be approved by another operator.',
});

const approveWithdrawal = defineEndpoint({
  name: 'admin.approveWithdrawal',
  method: 'POST',
  path: '/admin/withdrawal/approve',
  access: 'admin',
  request: () => byId,
  response: () => adminWithdrawalWire,
  errors: [
    'NOT_FOUND',
    'STATUS_CHANGE_NOT_ALLOWED',
    'SECOND_OPERATOR_REQUIRED',
    'ADMIN_ACCESS_DENIED',
  ],
  summary:
    'A signed-in operator approves a processing withdrawal at or above the approval threshold, ' +
    'so that another operator may pay it (four eyes); the admin key cannot approve.',
});

const refuseWithdrawal = defineEndpoint({
  name: 'admin.refuseWithdrawal',
  method: 'POST',
  path: '/admin/withdrawal/refuse',
  access: 'admin',
  request: () => byIdWithReason,
  response: () => adminWithdrawalWire,
  errors: ['NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED'],
  summary:
    'Refuses a processing withdrawal with a reason (kept in the audit trail): its amount is ' +
    'recorded as declined and returned to the available balance at once.',
});

const payoutSettings = defineEndpoint({
  name: 'admin.payoutSettings',
  method: 'GET',
  path: '/admin/settings/payouts',
  access: 'admin',
  request: () => z.object({}, malformed),
  response: () => z.object({ approvalThreshold: moneyWire }),
  summary: 'The approval threshold of payouts: withdrawals of this amount or more need four eyes.',
});

const setPayoutSettings = defineEndpoint({
  name: 'admin.setPayoutSettings',
  method: 'POST',
  path: '/admin/settings/payouts',
  access: 'admin',
  role: 'admin',
  request: () => z.object({ approvalThreshold: amountSchema }, malformed),
  response: () => z.object({ approvalThreshold: moneyWire }),
  errors: ['REQUIRED', 'AMOUNT_INVALID', 'OPERATOR_ROLE_REQUIRED'],
  summary: 'Sets the approval threshold of payouts; withdrawals already approved stay approved.',
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
  request: () => byMemberWithReason,
  response: () => memberWire,
  errors: ['NOT_FOUND'],
  summary:
    'Unlocks an account with a reason (kept in the audit trail): clears wrong login and ' +
    'withdrawal password counts and returns frozen money to the available balance.',
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
  approveWithdrawal,
  refuseWithdrawal,
  payoutSettings,
  setPayoutSettings,
  setRisk,
  setCreditScore,
  setMembership,
  unlockMember,
  lastVerificationCode,
} as const;
