export { ConsoleContentScreen } from './ConsoleContentScreen';
export type {
  ConsoleContentScreenProps,
  ConsoleNavigation,
  ConsoleSection,
  ContentDone,
  ContentRefusal,
  ContentView,
  NewsDraft,
  NewsPreview,
  NotificationDraft,
  RecentNewsItem,
  StoredNewsTexts,
} from './ConsoleContentScreen';
