import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { instantWire } from '../wire';
import { idParam, pageQuery, pageWire } from '../paging';
import { langParam } from '../lang';
import { balancesWire } from '../balancesWire';
import { memberWire } from './profile';
import { fundRecordWire } from './wallet';
import { orderWire } from './orders';
import { FUND_RECORD_TYPES } from '../../model/fundRecords';
import { ORDER_STATUSES } from '../../model/status';
import { malformed, textSchema } from '../../validation/fields';

/** One of a member's sessions as the operator sees it: when, never the token. */
export const memberSessionWire = z.object({
  createdAt: instantWire,
  lastSeenAt: instantWire.nullable(),
  endedAt: instantWire.nullable(),
});

const byMember = pageQuery.extend({ memberId: idParam });

const searchMembers = defineEndpoint({
  name: 'admin.members',
  method: 'GET',
  path: '/admin/members',
  access: 'admin',
  request: () => pageQuery.extend({ query: textSchema(254).optional() }),
  response: () => pageWire(memberWire),
  summary:
    'Members, newest first, or those whose e-mail, name, company, IC number or UEN contains the ' +
    'query, or whose id it is. Guests are left out.',
});

const memberOverview = defineEndpoint({
  name: 'admin.member',
  method: 'GET',
  path: '/admin/member',
  access: 'admin',
  request: () => z.object({ memberId: idParam }, malformed),
  response: () => z.object({ member: memberWire, balances: balancesWire }),
  errors: ['NOT_FOUND'],
  summary: "One member's profile (flags, level, lock) and balances.",
});

const memberFundRecords = defineEndpoint({
  name: 'admin.memberFundRecords',
  method: 'GET',
  path: '/admin/member/fundrecords',
  access: 'admin',
  request: () => byMember.extend({ type: z.enum(FUND_RECORD_TYPES, malformed).optional() }),
  response: () => pageWire(fundRecordWire),
  errors: ['NOT_FOUND'],
  summary: "A member's fund records, newest first, as the member sees them.",
});

const memberOrders = defineEndpoint({
  name: 'admin.memberOrders',
  method: 'GET',
  path: '/admin/member/orders',
  access: 'admin',
  request: () =>
    byMember.extend({ status: z.enum(ORDER_STATUSES, malformed).optional(), lang: langParam }),
  response: () => pageWire(orderWire),
  errors: ['NOT_FOUND'],
  summary: "A member's orders, newest first, as the member sees them.",
});

const memberSessions = defineEndpoint({
  name: 'admin.memberSessions',
  method: 'GET',
  path: '/admin/member/sessions',
  access: 'admin',
  request: () => byMember,
  response: () => pageWire(memberSessionWire),
  errors: ['NOT_FOUND'],
  summary: "A member's sessions, newest first: when each opened, was last used and ended.",
});

/** The operator's view of members. */
export const adminMemberEndpoints = {
  members: searchMembers,
  member: memberOverview,
  memberFundRecords,
  memberOrders,
  memberSessions,
} as const;
