export { ProfileScreen } from './ProfileScreen';
export type {
  ProfileScreenLinks,
  ProfileScreenProps,
  ProfileSection,
  ProfileVisitor,
} from './ProfileScreen';
