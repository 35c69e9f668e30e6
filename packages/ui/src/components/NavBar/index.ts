export { NavBar } from './NavBar';
export { NavBarStatusProvider, useNavBarStatus } from './NavBarStatus';
export type { NavBarProps, NavBarTone } from './NavBar';
