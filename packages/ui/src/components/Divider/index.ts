export { Divider } from './Divider';
export type { DividerInset, DividerProps, DividerSpacing } from './Divider';
