export { splitDuration, remainingMs, isExpired } from './duration';
export type { Duration } from './duration';
