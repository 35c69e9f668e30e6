export { ProjectCard } from './ProjectCard';
export type { ProjectCardProps } from './ProjectCard';
