import type { FastifyInstance } from 'fastify';
import { notificationList, notificationRead, notificationUnread } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import type { Services } from '../app';
import { createNotificationService } from '../content/notificationService';
import { memberOf } from './memberOf';

/** A member's notifications: list, unread count, mark read. New ones arrive over the socket. */
export function registerNotificationRoutes(app: FastifyInstance, services: Services): void {
  const notifications = createNotificationService(services.db);
  mountEndpoint(
    app,
    notificationList,
    ({ lang, page, pageSize }, { viewer }) =>
      notifications.list(memberOf(viewer).memberId, lang, { page, pageSize }),
    services.mount,
  );
  mountEndpoint(
    app,
    notificationUnread,
    (_input, { viewer }) => notifications.unread(memberOf(viewer).memberId),
    services.mount,
  );
  mountEndpoint(
    app,
    notificationRead,
    ({ ids, all }, { viewer, now }) =>
      notifications.markRead(memberOf(viewer).memberId, all === true ? 'all' : (ids ?? []), now),
    services.mount,
  );
}
