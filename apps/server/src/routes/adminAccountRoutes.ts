import type { FastifyPluginAsync } from 'fastify';
import {
  cancelTopUp,
  completeWithdrawal,
  confirmTopUp,
  lastVerificationCode,
  listPendingTopUps,
  listProcessingWithdrawals,
  refuseWithdrawal,
  setCreditScore,
  setMembership,
  setRisk,
  unlockMember,
} from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';

/** The operator's side of accounts and wallets (admin key): top-ups, withdrawals, member flags. */
export const adminAccountRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { topUps, withdrawals, accountAdmin } = services.account;
  const options = services.mount;

  mountEndpoint(app, listPendingTopUps, (paging) => topUps.pending(paging), options);
  mountEndpoint(app, confirmTopUp, ({ id }, { now }) => topUps.confirm(id, now), options);
  mountEndpoint(app, cancelTopUp, ({ id }, { now }) => topUps.cancel(id, now), options);
  mountEndpoint(
    app,
    listProcessingWithdrawals,
    (paging) => withdrawals.processing(paging),
    options,
  );
  mountEndpoint(
    app,
    completeWithdrawal,
    ({ id }, { now }) => withdrawals.complete(id, now),
    options,
  );
  mountEndpoint(app, refuseWithdrawal, ({ id }, { now }) => withdrawals.refuse(id, now), options);
  mountEndpoint(
    app,
    setRisk,
    ({ memberId, risk }, { now }) => accountAdmin.setRisk(memberId, risk, now),
    options,
  );
  mountEndpoint(
    app,
    setCreditScore,
    ({ memberId, creditScore }, { now }) => accountAdmin.setCreditScore(memberId, creditScore, now),
    options,
  );
  mountEndpoint(
    app,
    setMembership,
    ({ memberId, level, expiresAt }, { now }) =>
      accountAdmin.setMembership(memberId, level, expiresAt, now),
    options,
  );
  mountEndpoint(
    app,
    unlockMember,
    ({ memberId }, { now }) => accountAdmin.unlock(memberId, now),
    options,
  );
  mountEndpoint(
    app,
    lastVerificationCode,
    ({ email, purpose }) => accountAdmin.lastVerificationCode(email, purpose),
    options,
  );
};
