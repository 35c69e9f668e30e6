import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import { mountEndpoint } from '../http/mountEndpoint';

/** The signed-in operator calling, or null for the admin key. */
const operatorIdOf = (request: FastifyRequest): number | null =>
  request.operator?.kind === 'operator' ? request.operator.operatorId : null;

/** The operator's side of accounts and wallets (admin key): top-ups, withdrawals, member flags. */
export const adminAccountRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { topUps, withdrawals, accountAdmin, payoutApproval } = services.account;
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
    ({ id }, { request, now }) => withdrawals.complete(id, operatorIdOf(request), now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.approveWithdrawal,
    ({ id }, { request, now }) => {
      // Four eyes are two people: automation holding the key approves nothing.
      const operatorId = operatorIdOf(request);
      if (operatorId === null) throw new ApiError('ADMIN_ACCESS_DENIED');
      return withdrawals.approve(id, operatorId, now);
    },
    options,
  );
  mountEndpoint(app, adminEndpoints.payoutSettings, () => payoutApproval.settings(), options);
  mountEndpoint(
    app,
    adminEndpoints.setPayoutSettings,
    ({ approvalThreshold }) => payoutApproval.setThreshold(approvalThreshold),
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
