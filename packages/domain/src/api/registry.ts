import type { Endpoint } from './endpoint';
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
 * The endpoints a visitor's app calls, by area and action: `endpoints.orders.buy`,
 * `endpoints.wallet.balances`. Each endpoint's `name` is its place here (`'orders.buy'`). Reads
 * are named by what they return (`list`, `detail`, `balances`), everything else by a verb
 * (`buy`, `markRead`). The operator's endpoints are apart, in `adminEndpoints` (named
 * `'admin.<action>'`), so a visitor's browser never loads or builds their schemas.
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
} as const;

/** The areas of the contract: `config`, `auth`, ... `credits`, and the operator's `admin`. */
export type EndpointArea = keyof typeof endpoints | 'admin';

/** Every endpoint of `endpoints`, in its order: those a page of the app may be drawn with. */
export const APP_ENDPOINTS: readonly Endpoint[] = Object.values(endpoints).flatMap(
  (area: Readonly<Record<string, Endpoint>>) => Object.values(area),
);
