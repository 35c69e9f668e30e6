export { CodeField } from './CodeField';
export type { CodeFieldProps, CodeSendStatus } from './CodeField';
