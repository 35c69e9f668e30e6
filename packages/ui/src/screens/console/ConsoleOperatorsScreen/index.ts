export { ConsoleOperatorsScreen } from './ConsoleOperatorsScreen';
export type {
  ConsoleNavigation,
  ConsoleOperatorsScreenProps,
  ConsoleSection,
  EnrolmentLink,
  Operator,
  OperatorInviteForm,
  OperatorStatus,
} from './ConsoleOperatorsScreen';
export { CONSOLE_SECTIONS } from '../shared/ConsoleSections';
