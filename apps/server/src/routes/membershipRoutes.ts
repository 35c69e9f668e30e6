import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** Membership plans, and buying or renewing one from the wallet. */
export const membershipRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { membership } = services.account;
  mountEndpoint(
    app,
    endpoints.membership.plans,
    (_input, { viewer, now }) => membership.plans(memberOf(viewer).memberId, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.membership.join,
    (input, { viewer, now }) => membership.join(memberOf(viewer).memberId, input, now),
    services.mount,
  );
};
