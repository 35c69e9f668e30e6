export { FormLayout } from './FormLayout';
export type { FormLayoutHeadingLevel, FormLayoutProps } from './FormLayout';
