export { PendingPage } from './PendingPage';
export type { PendingPageProps } from './PendingPage';
