export { ALL_PROJECT_TYPES, ProjectsScreen } from './ProjectsScreen';
export type { ProjectPages, ProjectStatusFilter, ProjectsScreenProps } from './ProjectsScreen';
