export { TabBar, DEFAULT_TAB_HREFS, TAB_KEYS, defaultTabItems } from './TabBar';
export type { TabBarProps, TabBarItem, TabKey } from './TabBar';
