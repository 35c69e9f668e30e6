import { adminAccountEndpoints } from './endpoints/adminAccount';
import { adminAuditEndpoints } from './endpoints/adminAudit';
import { adminContentEndpoints } from './endpoints/adminContent';
import { adminMarketEndpoints } from './endpoints/adminMarket';
import { adminMemberEndpoints } from './endpoints/adminMembers';
import { adminOperatorEndpoints } from './endpoints/adminOperators';

/**
 * The operator's endpoints (`adminEndpoints.setRisk`, named `'admin.setRisk'`): behind an
 * operator's session or the admin key, but for the console's entry (sign-in and enrolment). Apart
 * from the visitors' `endpoints` so that the app's bundle holds none of them.
 */
export const adminEndpoints = {
  ...adminOperatorEndpoints,
  ...adminAuditEndpoints,
  ...adminAccountEndpoints,
  ...adminMemberEndpoints,
  ...adminContentEndpoints,
  ...adminMarketEndpoints,
} as const;
