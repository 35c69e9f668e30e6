import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';

/** The operator's side of accounts and wallets (admin key): top-ups, withdrawals, member flags. */
export const adminAccountRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { topUps, withdrawals, accountAdmin } = services.account;
  const options = services.mount;

  mountEndpoint(app, adminEndpoints.pendingTopUps, (paging) => topUps.pending(paging), options);
  mountEndpoint(
    app,
    adminEndpoints.confirmTopUp,
    ({ id }, { now }) => topUps.confirm(id, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.cancelTopUp,
    ({ id }, { now }) => topUps.cancel(id, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.processingWithdrawals,
    (paging) => withdrawals.processing(paging),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.completeWithdrawal,
    ({ id }, { now }) => withdrawals.complete(id, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.refuseWithdrawal,
    ({ id }, { now }) => withdrawals.refuse(id, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.setRisk,
    ({ memberId, risk }, { now }) => accountAdmin.setRisk(memberId, risk, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.setCreditScore,
    ({ memberId, creditScore }, { now }) => accountAdmin.setCreditScore(memberId, creditScore, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.setMembership,
    ({ memberId, level, expiresAt }, { now }) =>
      accountAdmin.setMembership(memberId, level, expiresAt, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.unlockMember,
    ({ memberId }, { now }) => accountAdmin.unlock(memberId, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.lastVerificationCode,
    ({ email, purpose }) => accountAdmin.lastVerificationCode(email, purpose),
    options,
  );
};
