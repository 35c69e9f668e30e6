export { NavBar } from './NavBar';
export type { NavBarProps, NavBarTone } from './NavBar';
