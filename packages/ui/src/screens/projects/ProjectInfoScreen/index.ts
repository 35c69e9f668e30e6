export { ProjectInfoScreen } from './ProjectInfoScreen';
export type { ProjectInfoScreenProps } from './ProjectInfoScreen';
