import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** The member's wallet: balances, fund records, top-ups and withdrawals. */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { fundRecords, topUps, withdrawals } = services.account;
  const options = services.mount;

  mountEndpoint(
    app,
    endpoints.wallet.balances,
    async (_input, { viewer }) => (await services.ledger.balances(memberOf(viewer).memberId)).data,
    options,
  );
  mountEndpoint(
    app,
    endpoints.wallet.fundRecords,
    (input, { viewer }) => fundRecords.list(memberOf(viewer).memberId, input),
    options,
  );
  mountEndpoint(
    app,
    endpoints.wallet.createTopUp,
    ({ amount }, { viewer, now }) => topUps.create(memberOf(viewer).memberId, amount, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.wallet.topUp,
    ({ id }, { viewer }) => topUps.get(memberOf(viewer).memberId, id),
    options,
  );
  mountEndpoint(
    app,
    endpoints.wallet.cancelTopUp,
    ({ id }, { viewer, now }) => topUps.cancelOwn(memberOf(viewer).memberId, id, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.wallet.withdrawalFee,
    ({ amount }) => withdrawals.quote(amount),
    options,
  );
  mountEndpoint(
    app,
    endpoints.wallet.withdrawalAllowance,
    (_input, { viewer, now }) => withdrawals.allowance(memberOf(viewer).memberId, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.wallet.withdraw,
    async (input, { viewer, now, request }) => {
      // Every withdrawal checks the withdrawal password: an expensive hash, limited like one.
      await app.passwordChecks.check(request);
      return withdrawals.withdraw(memberOf(viewer).memberId, input, now);
    },
    options,
  );
  mountEndpoint(
    app,
    endpoints.wallet.withdrawals,
    (input, { viewer }) => withdrawals.list(memberOf(viewer).memberId, input),
    options,
  );
};
