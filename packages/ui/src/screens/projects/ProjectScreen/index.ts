export { ProjectScreen } from './ProjectScreen';
export type { ProjectScreenProps } from './ProjectScreen';
export { projectOffer } from './projectOffer';
export type { ProjectOffer } from './projectOffer';
