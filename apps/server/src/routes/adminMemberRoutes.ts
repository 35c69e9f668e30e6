import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';

/** The operator's view of members: search, and one member's balances, records, orders, sessions. */
export const adminMemberRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { directory, fundRecords } = services.account;
  const { orders } = services.market;
  const { ledger } = services;
  const options = services.mount;

  mountEndpoint(
    app,
    adminEndpoints.members,
    ({ query, ...paging }, { now }) => directory.search(query, paging, now),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.member,
    async ({ memberId }, { now }) => ({
      member: await directory.profile(memberId, now),
      balances: (await ledger.balances(memberId)).data,
    }),
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.memberFundRecords,
    async ({ memberId, ...query }, { now }) => {
      await directory.profile(memberId, now);
      return fundRecords.list(memberId, query);
    },
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.memberOrders,
    async ({ memberId, ...query }, { now }) => {
      await directory.profile(memberId, now);
      return orders.list(memberId, query, now);
    },
    options,
  );
  mountEndpoint(
    app,
    adminEndpoints.memberSessions,
    ({ memberId, ...paging }) => directory.sessions(memberId, paging),
    options,
  );
};
