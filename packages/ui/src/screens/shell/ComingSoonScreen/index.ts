export { ComingSoonScreen } from './ComingSoonScreen';
export type { ComingSoonScreenProps } from './ComingSoonScreen';
