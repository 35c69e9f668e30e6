// Public surface of the layout components: every export is named here and re-exported by src/index.ts.
export { NavBar, NavBarStatusProvider, useNavBarStatus } from './NavBar';
export type { NavBarProps, NavBarTone } from './NavBar';
export { TabBar, DEFAULT_TAB_HREFS, TAB_KEYS, defaultTabItems } from './TabBar';
export type { TabBarProps, TabBarItem, TabKey } from './TabBar';
export { CountBadge, BADGE_MAX } from './CountBadge';
export type { CountBadgeProps } from './CountBadge';
export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
export { Page } from './Page';
export type { PageProps, PagePadding, PageBackground } from './Page';
export { PendingPage } from './PendingPage';
export type { PendingPageProps } from './PendingPage';
export { List, PULL_THRESHOLD_PX } from './List';
export type { ListProps, ListStatus, ListScroll, ListGap } from './List';
