export { ErrorState } from './ErrorState';
export type { ErrorStateProps, ErrorStateVariant } from './ErrorState';
