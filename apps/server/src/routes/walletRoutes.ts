import type { FastifyPluginAsync } from 'fastify';
import {
  createTopUp,
  getBalances,
  getTopUp,
  listFundRecords,
  listWithdrawals,
  previewWithdrawalFee,
  withdraw,
} from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** The member's wallet: balances, fund records, top-ups and withdrawals. */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { fundRecords, topUps, withdrawals } = services.account;
  const options = services.mount;

  mountEndpoint(
    app,
    getBalances,
    (_input, { viewer }) => services.ledger.balances(memberOf(viewer).memberId).data,
    options,
  );
  mountEndpoint(
    app,
    listFundRecords,
    (input, { viewer }) => fundRecords.list(memberOf(viewer).memberId, input),
    options,
  );
  mountEndpoint(
    app,
    createTopUp,
    ({ amount }, { viewer, now }) => topUps.create(memberOf(viewer).memberId, amount, now),
    options,
  );
  mountEndpoint(
    app,
    getTopUp,
    ({ id }, { viewer }) => topUps.get(memberOf(viewer).memberId, id),
    options,
  );
  mountEndpoint(app, previewWithdrawalFee, ({ amount }) => withdrawals.quote(amount), options);
  mountEndpoint(
    app,
    withdraw,
    async (input, { viewer, now, request }) => {
      // Every withdrawal checks the withdrawal password: an expensive hash, limited like one.
      await app.passwordChecks.check(request);
      return withdrawals.withdraw(memberOf(viewer).memberId, input, now);
    },
    options,
  );
  mountEndpoint(
    app,
    listWithdrawals,
    (input, { viewer }) => withdrawals.list(memberOf(viewer).memberId, input),
    options,
  );
};
