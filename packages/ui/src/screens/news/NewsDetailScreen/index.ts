export { NewsDetailScreen } from './NewsDetailScreen';
export type { NewsDetailScreenLinks, NewsDetailScreenProps } from './NewsDetailScreen';
