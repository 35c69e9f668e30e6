export { Skeleton, SkeletonCard, SkeletonList } from './Skeleton';
export { SkeletonOutline } from './SkeletonOutline';
export type { SkeletonOutlineProps } from './SkeletonOutline';
export type {
  SkeletonCardProps,
  SkeletonListProps,
  SkeletonProps,
  SkeletonVariant,
} from './Skeleton';
