export { ConsoleProjectsScreen } from './ConsoleProjectsScreen';
export type {
  ConsoleProject,
  ConsoleProjectsScreenProps,
  FinalPreview,
  FinalShare,
  FinalTerms,
} from './ConsoleProjectsScreen';
