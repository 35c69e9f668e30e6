export { Skeleton, SkeletonCard, SkeletonList } from './Skeleton';
export type {
  SkeletonCardProps,
  SkeletonListProps,
  SkeletonProps,
  SkeletonVariant,
} from './Skeleton';
