import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';

/** The operator's side of accounts and wallets (admin key): top-ups, withdrawals, member flags. */
export const adminAccountRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { topUps, withdrawals, accountAdmin } = services.account;
  const options = services.mount;

  mountEndpoint(app, endpoints.admin.pendingTopUps, (paging) => topUps.pending(paging), options);
  mountEndpoint(
    app,
    endpoints.admin.confirmTopUp,
    ({ id }, { now }) => topUps.confirm(id, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.admin.cancelTopUp,
    ({ id }, { now }) => topUps.cancel(id, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.admin.processingWithdrawals,
    (paging) => withdrawals.processing(paging),
    options,
  );
  mountEndpoint(
    app,
    endpoints.admin.completeWithdrawal,
    ({ id }, { now }) => withdrawals.complete(id, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.admin.refuseWithdrawal,
    ({ id }, { now }) => withdrawals.refuse(id, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.admin.setRisk,
    ({ memberId, risk }, { now }) => accountAdmin.setRisk(memberId, risk, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.admin.setCreditScore,
    ({ memberId, creditScore }, { now }) => accountAdmin.setCreditScore(memberId, creditScore, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.admin.setMembership,
    ({ memberId, level, expiresAt }, { now }) =>
      accountAdmin.setMembership(memberId, level, expiresAt, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.admin.unlockMember,
    ({ memberId }, { now }) => accountAdmin.unlock(memberId, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.admin.lastVerificationCode,
    ({ email, purpose }) => accountAdmin.lastVerificationCode(email, purpose),
    options,
  );
};
