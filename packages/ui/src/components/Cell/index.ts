export { Cell } from './Cell';
export type { CellProps } from './Cell';
export { CellGroup } from './CellGroup';
export type { CellGroupProps } from './CellGroup';
