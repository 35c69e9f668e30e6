export { ProjectScreen } from './ProjectScreen';
export type { ProjectScreenProps } from './ProjectScreen';
export { projectOffer } from '../shared/projectOffer';
export type { ProjectOffer } from '../shared/projectOffer';
