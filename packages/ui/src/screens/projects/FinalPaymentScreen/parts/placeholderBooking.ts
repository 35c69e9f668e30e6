import { ZERO_MONEY, tons } from '@carbonmarket/domain';
import type { Order } from '@carbonmarket/domain';

/** Placeholder text: never read or seen (the outline paints it as bars). */
const blank = (length: number) => '\u00a0'.repeat(length);

/**
 * What the final payment page lays out while the booking loads: a booking pending its final
 * payment with text of typical lengths, drawn as bars, so the loaded page takes the same places.
 */
export const PLACEHOLDER_BOOKING: Order = {
  id: 0,
  orderNo: blank(18),
  projectId: 0,
  projectName: blank(24),
  projectImageUrl: null,
  kind: 'presale',
  status: 'pending_final_payment',
  unitPrice: ZERO_MONEY,
  quantity: tons('0'),
  totalAmount: ZERO_MONEY,
  bookingFee: ZERO_MONEY,
  finalPaymentDeadline: null,
  finalTons: tons('0'),
  finalUnitPrice: ZERO_MONEY,
  finalPaymentAmount: ZERO_MONEY,
  finalPaidAt: null,
  forfeited: false,
  forfeitedAt: null,
  createdAt: new Date(0),
};
