export { NewsTeaser } from './NewsTeaser';
export type { NewsTeaserProps } from './NewsTeaser';
