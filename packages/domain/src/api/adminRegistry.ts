import { adminAccountEndpoints } from './endpoints/adminAccount';
import { adminContentEndpoints } from './endpoints/adminContent';
import { adminMarketEndpoints } from './endpoints/adminMarket';

/**
 * The operator's endpoints (`adminEndpoints.setRisk`, named `'admin.setRisk'`), all behind the
 * operator's key. Apart from the visitors' `endpoints` so that the app's bundle holds none of them.
 */
export const adminEndpoints = {
  ...adminAccountEndpoints,
  ...adminContentEndpoints,
  ...adminMarketEndpoints,
} as const;
