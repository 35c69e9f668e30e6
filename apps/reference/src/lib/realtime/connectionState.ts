import type { SocketPhase } from '@carbonmarket/domain';
import { createExternalStore } from '../store/externalStore';
import type { ExternalStore } from '../store/externalStore';

/** The live connection as the app shows it: idle, connecting, open or closed. */
export type ConnectionState = SocketPhase;

export const createConnectionStateStore = (): ExternalStore<ConnectionState> =>
  createExternalStore<ConnectionState>('idle');
