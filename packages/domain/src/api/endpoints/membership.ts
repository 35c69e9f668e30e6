import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idWire, instantWire, levelWire, moneyWire } from '../wire';
import { balancesWire } from '../balancesWire';
import { membershipPlanWire } from './config';
import { BILLING_PERIODS } from '../../model/membership';
import { malformed } from '../../validation/fields';

/** Levels that can be bought. */
export const PAID_LEVELS = ['P1', 'P2', 'P3', 'P4', 'P5'] as const;

const listMembershipPlans = defineEndpoint({
  name: 'membership.plans',
  method: 'GET',
  path: '/membership/plans',
  access: 'member',
  request: () => z.object({}),
  response: () =>
    z.object({
      plans: z.array(membershipPlanWire),
      /** The level in force now (P0 once a membership has lapsed) and when it ends. */
      level: levelWire,
      expiresAt: instantWire.nullable(),
      /** The lowest level that may sell presale credits (the operator's setting). */
      presaleSellLevel: levelWire,
    }),
  summary:
    "Membership plans with their prices and the lowest level that may sell presale credits, and the member's current level and expiry.",
});

const joinMembership = defineEndpoint({
  name: 'membership.join',
  method: 'POST',
  path: '/membership/join',
  access: 'member',
  request: () =>
    z.object(
      { level: z.enum(PAID_LEVELS, malformed), period: z.enum(BILLING_PERIODS, malformed) },
      malformed,
    ),
  response: () =>
    z.object({
      purchaseId: idWire,
      level: z.enum(PAID_LEVELS),
      period: z.enum(BILLING_PERIODS),
      price: moneyWire,
      startsAt: instantWire,
      expiresAt: instantWire,
      /** The wallet after paying. */
      balances: balancesWire,
    }),
  errors: ['INSUFFICIENT_BALANCE', 'MEMBERSHIP_DOWNGRADE_NOT_ALLOWED', 'ACCOUNT_LOCKED'],
  moneyMoving: true,
  summary:
    'Buys or renews a plan, paid from the available balance. Renewing the level held extends it ' +
    "from its expiry; a higher level starts now (the lower plan's unused days lapse); a lower " +
    'level than the one held is refused until that one ends.',
});

/** The membership endpoints, by action: `endpoints.membership.<action>`. */
export const membershipEndpoints = {
  plans: listMembershipPlans,
  join: joinMembership,
} as const;
