import type { Endpoint } from './endpoint';
import { adminAccountEndpoints } from './endpoints/adminAccount';
import { adminContentEndpoints } from './endpoints/adminContent';
import { adminMarketEndpoints } from './endpoints/adminMarket';
import { authEndpoints } from './endpoints/auth';
import { configEndpoints } from './endpoints/config';
import { creditsEndpoints } from './endpoints/credits';
import { faqEndpoints } from './endpoints/faq';
import { footprintEndpoints } from './endpoints/footprint';
import { membershipEndpoints } from './endpoints/membership';
import { newsEndpoints } from './endpoints/news';
import { notificationsEndpoints } from './endpoints/notifications';
import { ordersEndpoints } from './endpoints/orders';
import { profileEndpoints } from './endpoints/profile';
import { projectsEndpoints } from './endpoints/projects';
import { walletEndpoints } from './endpoints/wallet';

/**
 * Every endpoint of the contract, by area and action: `endpoints.orders.buy`,
 * `endpoints.wallet.balances`, `endpoints.admin.setRisk`. Each endpoint's `name` is its place
 * here (`'orders.buy'`). Reads are named by what they return (`list`, `detail`, `balances`),
 * everything else by a verb (`buy`, `markRead`, `setRisk`); the operator's endpoints are all
 * under `admin`.
 */
export const endpoints = {
  config: configEndpoints,
  auth: authEndpoints,
  faq: faqEndpoints,
  news: newsEndpoints,
  notifications: notificationsEndpoints,
  footprint: footprintEndpoints,
  profile: profileEndpoints,
  wallet: walletEndpoints,
  membership: membershipEndpoints,
  projects: projectsEndpoints,
  orders: ordersEndpoints,
  credits: creditsEndpoints,
  admin: { ...adminAccountEndpoints, ...adminContentEndpoints, ...adminMarketEndpoints },
} as const;

/** The areas of the contract: `config`, `auth`, ... `admin`. */
export type EndpointArea = keyof typeof endpoints;

/** Every endpoint of `endpoints`, in its order, for servers that mount them and for docs/API.md. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(endpoints).flatMap(
  (area: Readonly<Record<string, Endpoint>>) => Object.values(area),
);
