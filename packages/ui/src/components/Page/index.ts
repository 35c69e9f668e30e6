export { Page } from './Page';
export type { PageProps, PagePadding, PageBackground } from './Page';
