import { z } from 'zod';
import { balancesWire } from './balancesWire';
import { idWire, tonsWire } from './wire';
import { ORDER_STATUSES, PROJECT_STATUSES, WITHDRAWAL_STATUSES } from '../model/status';
import { TOP_UP_STATUSES } from '../model/status';

/** Most bytes one socket message may carry, either way; larger ones close the connection. */
export const SOCKET_MAX_MESSAGE_BYTES = 64 * 1024;
/** Open sockets one member may hold at once; the oldest is closed when another opens. */
export const SOCKET_MAX_CONNECTIONS_PER_MEMBER = 5;
/** Path of the socket on the server, next to the API. */
export const SOCKET_PATH = '/h5/ws';

/**
 * What the server pushes to a member over the socket, one JSON object per message. The text
 * `ping` is answered with the text `pong`; everything else is one of these.
 */
export const socketPushWire = z.discriminatedUnion('type', [
  /** The wallet changed: its balances after the change. */
  z.object({ type: z.literal('balance'), data: balancesWire }),
  z.object({
    type: z.literal('order'),
    data: z.object({ orderId: idWire, status: z.enum(ORDER_STATUSES) }),
  }),
  z.object({
    type: z.literal('withdrawal'),
    data: z.object({ withdrawalId: idWire, status: z.enum(WITHDRAWAL_STATUSES) }),
  }),
  z.object({
    type: z.literal('topUp'),
    data: z.object({ topUpId: idWire, status: z.enum(TOP_UP_STATUSES) }),
  }),
  /**
   * A project's remaining tons changed (anyone's order took some): sent to every open socket, so
   * that pages showing the project (its page, the list, an order form) follow without polling.
   */
  z.object({
    type: z.literal('project'),
    data: z.object({
      projectId: idWire,
      status: z.enum(PROJECT_STATUSES),
      remainingTons: tonsWire,
      /** Share sold, 0 to 100. */
      progress: z.number().min(0).max(100),
    }),
  }),
  z.object({
    type: z.literal('notification'),
    data: z.object({ id: idWire, title: z.string(), unread: z.number().int().nonnegative() }),
  }),
]);

/** A pushed event as sent (`z.input`: amounts as text) and as read (`z.output`: Money, Tons). */
export type SocketPushInput = z.input<typeof socketPushWire>;
export type SocketPush = z.output<typeof socketPushWire>;
