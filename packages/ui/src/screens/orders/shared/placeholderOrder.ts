import { ZERO_MONEY, tons } from '@carbonmarket/domain';
import type { Order } from '@carbonmarket/domain';

/** Placeholder text: never read or seen (the outline paints it as bars), one line long. */
const blank = (length: number) => '\u00a0'.repeat(length);

/**
 * An order drawn while the real one loads (`SkeletonOutline` paints its text as bars): a purchase,
 * the shortest layout, with text of typical length.
 */
export const PLACEHOLDER_ORDER: Order = {
  id: 0,
  orderNo: blank(18),
  projectId: 0,
  projectName: blank(28),
  projectImageUrl: null,
  kind: 'purchase',
  status: 'completed',
  unitPrice: ZERO_MONEY,
  quantity: tons('0'),
  totalAmount: ZERO_MONEY,
  bookingFee: null,
  finalPaymentDeadline: null,
  finalTons: null,
  finalUnitPrice: null,
  finalPaymentAmount: null,
  finalPaidAt: null,
  forfeited: false,
  forfeitedAt: null,
  createdAt: new Date(0),
};
