export { ALL_PROJECT_TYPES, ProjectsScreen } from './ProjectsScreen';
export type {
  ProjectPages,
  ProjectStatusFilter,
  ProjectTypeFilter,
  ProjectsScreenLinks,
  ProjectsScreenProps,
} from './ProjectsScreen';
