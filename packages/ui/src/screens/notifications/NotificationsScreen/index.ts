export { NotificationsScreen } from './NotificationsScreen';
export type {
  NotificationPages,
  NotificationsScreenLinks,
  NotificationsScreenProps,
} from './NotificationsScreen';
