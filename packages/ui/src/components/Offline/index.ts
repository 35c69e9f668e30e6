export { OfflineNotice } from './OfflineNotice';
export type { OfflineNoticeProps } from './OfflineNotice';
export { OfflineReason } from './OfflineReason';
export { OfflineProvider, useOffline } from './offlineContext';
export type { OfflineProviderProps } from './offlineContext';
