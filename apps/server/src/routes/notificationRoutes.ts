import type { FastifyPluginAsync } from 'fastify';
import { notificationList, notificationRead, notificationUnread } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** A member's notifications: list, unread count, mark read. New ones arrive over the socket. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const notifications = services.notifications;
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
};
