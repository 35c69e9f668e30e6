export { List, PULL_THRESHOLD_PX } from './List';
export type { ListProps, ListStatus, ListScroll, ListGap } from './List';
