import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** A member's notifications: list, unread count, mark read. New ones arrive over the socket. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const notifications = services.notifications;
  mountEndpoint(
    app,
    endpoints.notifications.list,
    ({ lang, page, pageSize }, { viewer }) =>
      notifications.list(memberOf(viewer).memberId, lang, { page, pageSize }),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.notifications.unread,
    (_input, { viewer }) => notifications.unread(memberOf(viewer).memberId),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.notifications.markRead,
    ({ ids, all }, { viewer, now }) =>
      notifications.markRead(memberOf(viewer).memberId, all === true ? 'all' : (ids ?? []), now),
    services.mount,
  );
};
