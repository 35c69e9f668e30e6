import type { FastifyInstance } from 'fastify';
import { joinMembership, listMembershipPlans } from '@carbonmarket/domain';
import type { Services } from '../app';
import { createAccountWalletServices } from '../account/accountWalletServices';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** Membership plans, and buying or renewing one from the wallet. */
export function registerMembershipRoutes(app: FastifyInstance, services: Services): void {
  const { membership } = createAccountWalletServices(services);
  mountEndpoint(
    app,
    listMembershipPlans,
    (_input, { viewer, now }) => membership.plans(memberOf(viewer).memberId, now),
    services.mount,
  );
  mountEndpoint(
    app,
    joinMembership,
    (input, { viewer, now }) => membership.join(memberOf(viewer).memberId, input, now),
    services.mount,
  );
}
