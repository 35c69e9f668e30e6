import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@carbonmarket/domain/contract';
import { QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { startRealtime } from './startRealtime';
import { createConnectionStateStore } from './connectionState';
import { keyOf } from '../query/endpointKeys';
import { createExternalStore } from '../store/externalStore';
import { createSessionStore } from '../session/sessionStore';
import type { SignInData } from '../session/sessionStore';
import { createMemoryStorage } from '../storage/memoryStorage';
import type { BaseSettings } from '../session/baseSettings';
import { socketFactory } from '../../testing/fakeSocket';

const HOST = 'ws://localhost:8080/h5/ws';

const signIn = (
  memId: number,
  visitorType: SignInData['visitorType'] = 'personal',
): SignInData => ({
  token: `token-of-member-${memId}-0123456789`,
  loginInfo: { mem_id: memId, realname: 'A', account: 'a@x.sg', mobile: '91234567', avatar: '' },
  visitorType,
  is_answer: true,
});

function setup({ host = HOST as string | null } = {}) {
  const queryClient = new QueryClient();
  const session = createSessionStore(createMemoryStorage());
  const baseSettings = createExternalStore<BaseSettings | null>(
    host ? { version: '1', socket_host: host } : null,
  );
  const connection = createConnectionStateStore();
  const factory = socketFactory();
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const window = new EventTarget();
  const network = { onLine: true };
  const log = vi.fn();
  const stop = startRealtime({
    queryClient,
    session,
    baseSettings,
    connection,
    createSocket: factory.createSocket,
    page: { document, window, network },
    log,
  });
  const openSocket = () => {
    vi.advanceTimersByTime(300);
    factory.last().open();
    return factory.last();
  };
  const push = (message: SocketPushInput) => factory.last().receive(JSON.stringify(message));
  const setVisibility = (state: DocumentVisibilityState) => {
    document.visibilityState = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const setOnline = (onLine: boolean) => {
    network.onLine = onLine;
    window.dispatchEvent(new Event(onLine ? 'online' : 'offline'));
  };
  return {
    queryClient,
    session,
    baseSettings,
    connection,
    factory,
    window,
    log,
    stop,
    openSocket,
    push,
    setVisibility,
    setOnline,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const balances = {
  available: '120.50',
  frozen: '0.00',
  pending: '30.00',
  declined: '0.00',
  credits: { normal: '12.5', presale: '3' },
};

describe('realtime: pushes feed the query cache', () => {
  it('a balance push replaces the cached balances and refreshes fund records', () => {
    const app = setup();
    app.session.signIn(signIn(7));
    app.openSocket();
    const records = keyOf(endpoints.wallet.fundRecords, { page: 1 });
    app.queryClient.setQueryData(records, {
      items: [],
      page: 1,
      pageSize: 20,
      total: 0,
      hasMore: false,
    });
    app.push({ type: 'balance', data: balances });
    const cached = app.queryClient.getQueryData(keyOf(endpoints.wallet.balances, {}));
    expect(cached?.available.toString()).toBe('120.50');
    expect(app.queryClient.getQueryState(records)?.isInvalidated).toBe(true);
    expect(app.queryClient.getQueryState(keyOf(endpoints.wallet.balances, {}))?.isInvalidated).toBe(
      false,
    );
  });

  it('a notification push sets the unread count and refreshes the notification lists', () => {
    const app = setup();
    app.session.signIn(signIn(7));
    app.openSocket();
    const list = keyOf(endpoints.notifications.list, { page: 1, lang: 'en' });
    const unreadEn = keyOf(endpoints.notifications.unread, { lang: 'en' });
    const unreadCn = keyOf(endpoints.notifications.unread, { lang: 'cn' });
    app.queryClient.setQueryData(list, {
      items: [],
      page: 1,
      pageSize: 20,
      total: 0,
      hasMore: false,
    });
    app.queryClient.setQueryData(unreadEn, { unread: 1 });
    app.queryClient.setQueryData(unreadCn, { unread: 1 });
    app.push({ type: 'notification', data: { id: 3, title: 'Order completed', unread: 4 } });
    expect(app.queryClient.getQueryData(unreadEn)).toEqual({ unread: 4 });
    expect(app.queryClient.getQueryData(unreadCn)).toEqual({ unread: 4 });
    expect(app.queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    expect(app.queryClient.getQueryState(unreadEn)?.isInvalidated).toBe(false);
  });

  it('order, withdrawal and top-up pushes refresh their lists and details, nothing else', () => {
    const app = setup();
    app.session.signIn(signIn(7));
    app.openSocket();
    const keys: QueryKey[] = [
      keyOf(endpoints.orders.list, {}),
      keyOf(endpoints.orders.detail, { id: 5 }),
      keyOf(endpoints.wallet.withdrawals, { page: 2 }),
      keyOf(endpoints.wallet.withdrawalAllowance, {}),
      keyOf(endpoints.wallet.topUp, { id: 2 }),
      keyOf(endpoints.wallet.balances, {}),
      keyOf(endpoints.wallet.fundRecords, {}),
      keyOf(endpoints.projects.list, {}),
    ];
    for (const key of keys) app.queryClient.setQueryData(key, {});
    app.push({ type: 'order', data: { orderId: 5, status: 'completed' } });
    app.push({ type: 'withdrawal', data: { withdrawalId: 1, status: 'refused' } });
    app.push({ type: 'topUp', data: { topUpId: 2, status: 'confirmed' } });
    const invalidated = keys.map((key) => app.queryClient.getQueryState(key)?.isInvalidated);
    expect(invalidated).toEqual([true, true, true, true, true, false, false, false]);
  });

  it('logs and ignores what it cannot read', () => {
    const app = setup();
    app.session.signIn(signIn(7));
    const socket = app.openSocket();
    socket.receive('not json');
    socket.receive('{"type":"balance","data":{"available":1.5}}');
    socket.receive('{"type":"party"}');
    socket.receive('pong');
    expect(app.log).toHaveBeenCalledTimes(3);
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('realtime: who and when', () => {
  it('connects members only: guests and signed-out visitors get no socket', () => {
    const app = setup();
    vi.advanceTimersByTime(1_000);
    app.session.signIn(signIn(7, 'guest'));
    vi.advanceTimersByTime(1_000);
    expect(app.factory.sockets).toHaveLength(0);
    expect(app.connection.get()).toBe('idle');
  });

  it('waits for base config to know the socket host', () => {
    const app = setup({ host: null });
    app.session.signIn(signIn(7));
    vi.advanceTimersByTime(1_000);
    expect(app.factory.sockets).toHaveLength(0);
    app.baseSettings.set({ version: '1', socket_host: HOST });
    app.openSocket();
    expect(app.factory.last().url).toContain('mem_id=7');
    expect(app.connection.get()).toBe('open');
  });

  it('closes when the page hides or is left, and reopens when it shows', () => {
    const app = setup();
    app.session.signIn(signIn(7));
    const first = app.openSocket();
    app.setVisibility('hidden');
    expect(first.closedByApp).toBe(true);
    expect(app.connection.get()).toBe('idle');
    app.setVisibility('visible');
    const second = app.openSocket();
    app.window.dispatchEvent(new Event('pagehide'));
    expect(second.closedByApp).toBe(true);
    app.window.dispatchEvent(new Event('pageshow'));
    app.openSocket();
    expect(app.factory.sockets).toHaveLength(3);
  });

  it('closes when the network goes and tries no socket until it is back, even if the page shows', () => {
    const app = setup();
    app.session.signIn(signIn(7));
    const first = app.openSocket();
    app.setOnline(false);
    expect(first.closedByApp).toBe(true);
    expect(app.connection.get()).toBe('idle');
    app.setVisibility('hidden');
    app.setVisibility('visible');
    vi.advanceTimersByTime(60_000);
    expect(app.factory.sockets).toHaveLength(1);
    app.setOnline(true);
    app.openSocket();
    expect(app.factory.sockets).toHaveLength(2);
    expect(app.connection.get()).toBe('open');
  });

  it('opens no socket for a member who signs in while offline', () => {
    const app = setup();
    app.setOnline(false);
    app.session.signIn(signIn(7));
    vi.advanceTimersByTime(60_000);
    expect(app.factory.sockets).toHaveLength(0);
    app.setOnline(true);
    app.openSocket();
    expect(app.factory.sockets).toHaveLength(1);
  });

  it('reconnects under the new identity when another member signs in', () => {
    const app = setup();
    app.session.signIn(signIn(7));
    const first = app.openSocket();
    app.session.signIn(signIn(8));
    expect(first.closedByApp).toBe(true);
    app.openSocket();
    expect(app.factory.last().url).toContain('mem_id=8');
  });

  it('closes for good on stop and on sign-out', () => {
    const app = setup();
    app.session.signIn(signIn(7));
    const first = app.openSocket();
    app.session.clear();
    expect(first.closedByApp).toBe(true);
    app.session.signIn(signIn(7));
    const second = app.openSocket();
    app.stop();
    expect(second.closedByApp).toBe(true);
    expect(app.connection.get()).toBe('idle');
    app.session.signIn(signIn(9));
    vi.advanceTimersByTime(10_000);
    expect(app.factory.sockets).toHaveLength(2);
  });
});
