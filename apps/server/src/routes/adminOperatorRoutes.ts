import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { limitPerAddress } from '../http/rateLimits';
import { auditEventView } from '../operators/auditEventView';

/** The operator behind a request that the authentication hook let through as one. */
const signedInOperator = (request: FastifyRequest) =>
  request.operator?.kind === 'operator' ? request.operator : null;

/**
 * The console's entry and staff (ADR 051): sign-in and enrolment before any session, then who is
 * signed in, signing out, and the admin's management of operators.
 */
export const adminOperatorRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { operators, audit } = services.console;
  const options = services.mount;
  // Sign-ins and enrolments are limited per address, like members' sign-ins.
  const entryLimit = { rateLimit: limitPerAddress('console', services.throttle.console) };

  mountEndpoint(app, adminEndpoints.signIn, (input, { now }) => operators.signIn(input, now), {
    ...options,
    ...entryLimit,
  });
  mountEndpoint(
    app,
    adminEndpoints.enrolment,
    ({ token }, { now }) => operators.enrolment(token, now),
    { ...options, ...entryLimit },
  );
  mountEndpoint(app, adminEndpoints.enrol, (input, { now }) => operators.enrol(input, now), {
    ...options,
    ...entryLimit,
  });
  mountEndpoint(
    app,
    adminEndpoints.signOut,
    async (_input, { request, now }) => {
      const operator = signedInOperator(request);
      if (operator) await operators.signOut(operator.tokenHash, now);
      return {};
    },
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.me,
    async (_input, { request }) => {
      const operator = signedInOperator(request);
      if (!operator) return { operator: null, role: 'admin' as const };
      return { operator: await operators.view(operator.operatorId), role: operator.role };
    },
    options,
  );
  mountEndpoint(app, adminEndpoints.operators, (paging) => operators.list(paging), options);
  mountEndpoint(
    app,
    adminEndpoints.inviteOperator,
    (input, { now }) => operators.invite(input, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.reenrolOperator,
    ({ operatorId }, { now }) => operators.reenrol(operatorId, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.disableOperator,
    ({ operatorId }, { request, now }) =>
      operators.disable(operatorId, signedInOperator(request)?.operatorId ?? null, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.unlockOperator,
    ({ operatorId }) => operators.unlock(operatorId),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.auditTrail,
    async (query) => {
      const page = await audit.search(query);
      return { ...page, items: page.items.map(auditEventView) };
    },
    options,
  );
};
