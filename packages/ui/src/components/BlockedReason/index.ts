export { BlockedReason } from './BlockedReason';
export type { BlockedReasonProps } from './BlockedReason';
