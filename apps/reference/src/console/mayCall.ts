import type { Endpoint, OperatorRole } from '@carbonmarket/domain/contract';

/**
 * Whether an operator of `role` may call an admin endpoint: the contract's `role` says which
 * endpoints need an admin (unset: any operator). A page offers only the actions its operator may
 * take; the server refuses the others anyway (`OPERATOR_ROLE_REQUIRED`).
 */
export const mayCall = (role: OperatorRole, endpoint: Pick<Endpoint, 'role'>): boolean =>
  endpoint.role === undefined || endpoint.role === role || role === 'admin';
