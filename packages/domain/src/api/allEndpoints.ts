import type { Endpoint } from './endpoint';
import { adminEndpoints } from './adminRegistry';
import { APP_ENDPOINTS } from './registry';

/** Every endpoint of the contract, the operator's last: what the server mounts and docs/API.md lists. */
export const ENDPOINTS: readonly Endpoint[] = [...APP_ENDPOINTS, ...Object.values(adminEndpoints)];
