import type { Operator } from '../operatorsTypes';

/**
 * What a staff member's line lays out while the staff loads: one line where a loaded one has
 * one, drawn as bars (`SkeletonOutline`), never read.
 */
export const PLACEHOLDER_OPERATOR: Operator = {
  id: 0,
  email: 'operator@example.sg',
  name: 'Operator name',
  role: 'operator',
  status: 'active',
  createdAt: new Date(0),
  lastSignInAt: new Date(0),
};
