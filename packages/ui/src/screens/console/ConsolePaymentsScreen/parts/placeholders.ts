import { money, tons } from '@carbonmarket/domain';
import type { AdminSale, AdminTopUp, AdminWithdrawal } from '../paymentsTypes';

/*
 * What an item of each queue lays out while the queue loads: one line where a loaded item has
 * one, drawn as bars (`SkeletonOutline`), never read.
 */

const AT = new Date(0);

export const PLACEHOLDER_TOP_UP: AdminTopUp = {
  id: 0,
  memberId: 1000,
  amount: money('1000'),
  status: 'pending',
  reference: 'CM0000000000',
  payee: { uen: '000000000A', name: 'Payee', city: 'Singapore' },
  createdAt: AT,
  payableUntil: AT,
  resolvedAt: null,
};

export const PLACEHOLDER_WITHDRAWAL: AdminWithdrawal = {
  id: 0,
  memberId: 1000,
  amount: money('1000'),
  fee: money('10'),
  netAmount: money('990'),
  status: 'processing',
  destination: 'bank',
  createdAt: AT,
  completedAt: null,
  refusedAt: null,
  bankName: 'DBS Bank',
  accountNumber: '0000000000',
  holderName: 'Account holder',
  paynowNumber: null,
  approvalRequired: false,
  approvedBy: null,
  approvedAt: null,
};

export const PLACEHOLDER_SALE: AdminSale = {
  id: 0,
  memberId: 1000,
  saleNo: 'CS00000000-000000',
  projectId: 0,
  projectName: 'Project name',
  kind: 'normal',
  tons: tons('10'),
  unitPrice: money('10'),
  proceeds: money('100'),
  status: 'pending',
  payoutAt: AT,
  createdAt: AT,
  settledAt: null,
};
