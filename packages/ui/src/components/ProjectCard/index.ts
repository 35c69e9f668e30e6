export { ProjectCard, ProjectCardSkeleton } from './ProjectCard';
export type { ProjectCardProps, ProjectCardSkeletonProps } from './ProjectCard';
export { ProjectListCard, ProjectListCardSkeleton } from './ProjectListCard';
export type { ProjectListCardProps, ProjectListItem } from './ProjectListCard';
export { ProjectPicture } from './ProjectPicture';
