export { ProfileDetailsScreen } from './ProfileDetailsScreen';
export type { ProfileDetailsScreenLinks, ProfileDetailsScreenProps } from './ProfileDetailsScreen';
