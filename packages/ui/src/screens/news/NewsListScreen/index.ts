export { NewsListScreen } from './NewsListScreen';
export type {
  NewsListItem,
  NewsListScreenLinks,
  NewsListScreenProps,
  NewsPages,
} from './NewsListScreen';
