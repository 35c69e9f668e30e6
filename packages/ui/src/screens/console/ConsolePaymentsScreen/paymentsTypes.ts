import type { z } from 'zod';
import type {
  CONSOLE_QUEUES,
  adminEndpoints,
  adminTopUpWire,
  adminWithdrawalWire,
} from '@carbonmarket/domain/contract';

/** The operator's payment queues, in the order the tabs show them: the console socket's names. */
export type PaymentsQueue = (typeof CONSOLE_QUEUES)[number];

/** A pending top-up as the operator sees it (`admin.pendingTopUps`): whose it is, and its reference. */
export type AdminTopUp = z.infer<typeof adminTopUpWire>;

/**
 * A processing withdrawal as the operator sees it (`admin.processingWithdrawals`): whose it is,
 * the bank account or PayNow number to pay, and four eyes (whether a second operator must approve
 * it before it is paid, and who did).
 */
export type AdminWithdrawal = z.infer<typeof adminWithdrawalWire>;

/** A pending sale of any member (`admin.pendingSales`): `saleWire` with whose it is. */
export type AdminSale = z.infer<typeof adminEndpoints.pendingSales.response>['items'][number];
