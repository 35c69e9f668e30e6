export { ProjectScreen } from './ProjectScreen';
export type { ProjectScreenLinks, ProjectScreenProps } from './ProjectScreen';
export { projectOffer } from '../shared/projectOffer';
export type { ProjectOffer } from '../shared/projectOffer';
