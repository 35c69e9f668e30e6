export { ProfileScreen } from './ProfileScreen';
export type { ProfileScreenProps, ProfileSection, ProfileVisitor } from './ProfileScreen';
