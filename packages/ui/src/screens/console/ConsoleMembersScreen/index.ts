export { ConsoleMembersScreen } from './ConsoleMembersScreen';
export type {
  ConsoleMembersScreenProps,
  ConsoleNavigation,
  ConsoleSection,
} from './ConsoleMembersScreen';
