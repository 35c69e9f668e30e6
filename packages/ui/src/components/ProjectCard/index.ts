export { ProjectCard, ProjectCardSkeleton } from './ProjectCard';
export type { ProjectCardProps, ProjectCardSkeletonProps } from './ProjectCard';
