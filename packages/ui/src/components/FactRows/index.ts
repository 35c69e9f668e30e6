export { FactRows } from './FactRows';
export type { Fact } from './FactRows';
