import type { ConsolePush, SocketPushInput } from '@carbonmarket/domain/contract';

export type PushListener = (push: SocketPushInput) => void;
export type ConsoleListener = (push: ConsolePush) => void;

/** Per-member fan-out of socket pushes: services publish, open sockets subscribe. */
export interface EventBus {
  publish(memberId: number, push: SocketPushInput): void;
  /** Sends to every member with an open socket (market news every page may show). */
  broadcast(push: SocketPushInput): void;
  /** Returns the unsubscribe function. */
  subscribe(memberId: number, listener: PushListener): () => void;
  /** Members with at least one listener (the socket count the admin surface shows). */
  listeners(memberId: number): number;
  /**
   * Whether a push to the member may reach a socket: on one process, whether one is open here;
   * across instances, any instance may hold one.
   */
  mayListen(memberId: number): boolean;
  /** Sends to every open console of the operator's staff (their live queues). */
  toConsole(push: ConsolePush): void;
  /** A console's subscription; returns the unsubscribe function. */
  subscribeConsole(listener: ConsoleListener): () => void;
}

export function createEventBus(): EventBus {
  const byMember = new Map<number, Set<PushListener>>();
  const consoles = new Set<ConsoleListener>();
  return {
    publish(memberId, push) {
      for (const listener of byMember.get(memberId) ?? []) listener(push);
    },
    broadcast(push) {
      for (const listeners of byMember.values()) for (const listener of listeners) listener(push);
    },
    subscribe(memberId, listener) {
      const set = byMember.get(memberId) ?? new Set<PushListener>();
      set.add(listener);
      byMember.set(memberId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byMember.delete(memberId);
      };
    },
    listeners(memberId) {
      return byMember.get(memberId)?.size ?? 0;
    },
    mayListen(memberId) {
      return byMember.has(memberId);
    },
    toConsole(push) {
      for (const listener of consoles) listener(push);
    },
    subscribeConsole(listener) {
      consoles.add(listener);
      return () => consoles.delete(listener);
    },
  };
}
