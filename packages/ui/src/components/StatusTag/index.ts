export { StatusTag } from './StatusTag';
export type { StatusKind, StatusTagProps } from './StatusTag';
