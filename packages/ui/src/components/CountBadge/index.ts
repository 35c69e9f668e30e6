export { CountBadge, BADGE_MAX } from './CountBadge';
export type { CountBadgeProps } from './CountBadge';
