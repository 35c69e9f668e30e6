export { ConsoleMemberScreen } from './ConsoleMemberScreen';
export type {
  ConsoleMemberScreenProps,
  ConsoleNavigation,
  ConsoleSection,
  MemberAction,
  MemberOverview,
  MemberRecordsTab,
  MemberSession,
  MembershipChange,
  RecordPages,
} from './ConsoleMemberScreen';
