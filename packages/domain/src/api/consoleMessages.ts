import { z } from 'zod';
import { idWire } from './wire';
import { TOP_UP_STATUSES, WITHDRAWAL_STATUSES } from '../model/status';
import { SALE_STATUSES } from '../market/saleRules';

/** Path of the console's socket: operators' sessions only, apart from members' `/h5/ws`. */
export const CONSOLE_SOCKET_PATH = '/h5/ws/console';

/** The operator's queues that follow changes live. */
export const CONSOLE_QUEUES = ['topUps', 'withdrawals', 'sales'] as const;

/**
 * What the server pushes to every open console: an item of a queue was added or changed (a member
 * asked for a top-up, another operator paid a withdrawal). The console reads the queue again; the
 * push carries no member's data.
 */
export const consolePushWire = z.discriminatedUnion('queue', [
  z.object({ queue: z.literal('topUps'), id: idWire, status: z.enum(TOP_UP_STATUSES) }),
  z.object({ queue: z.literal('withdrawals'), id: idWire, status: z.enum(WITHDRAWAL_STATUSES) }),
  z.object({ queue: z.literal('sales'), id: idWire, status: z.enum(SALE_STATUSES) }),
]);

export type ConsolePush = z.infer<typeof consolePushWire>;
