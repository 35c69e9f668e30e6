// Public surface of the feedback components: every export is named here and re-exported by src/index.ts.
export { Toast, ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastProps, ToastProviderProps, ToastType } from './Toast';
export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
export { Dialog, DialogClose } from './Dialog';
export type { DialogActionsLayout, DialogProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog';
export { GuestOfferDialog } from './GuestOfferDialog';
export type { GuestOfferDialogProps } from './GuestOfferDialog';
export { ActionSheet } from './ActionSheet';
export type { ActionSheetAction, ActionSheetProps } from './ActionSheet';
export { ConnectionStatus } from './ConnectionStatus';
export type { ConnectionState, ConnectionStatusProps } from './ConnectionStatus';
export { BlockedReason } from './BlockedReason';
export type { BlockedReasonProps } from './BlockedReason';
export { DemoNotice } from './DemoNotice';
export { OfflineNotice, OfflineReason, OfflineProvider, useOffline } from './Offline';
export type { OfflineNoticeProps, OfflineProviderProps } from './Offline';
export { Notice, NoticeRegion } from './Notice';
export type { NoticeProps, NoticeTone } from './Notice';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps, ErrorStateVariant } from './ErrorState';
export { Skeleton, SkeletonCard, SkeletonList, SkeletonOutline } from './Skeleton';
export type {
  SkeletonCardProps,
  SkeletonListProps,
  SkeletonOutlineProps,
  SkeletonProps,
  SkeletonVariant,
} from './Skeleton';
