export { ProjectInfoScreen } from './ProjectInfoScreen';
export type { ProjectInfoScreenLinks, ProjectInfoScreenProps } from './ProjectInfoScreen';
