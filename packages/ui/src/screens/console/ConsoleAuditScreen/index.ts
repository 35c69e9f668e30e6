export { ConsoleAuditScreen } from './ConsoleAuditScreen';
export type {
  AuditEvent,
  AuditFilters,
  AuditJson,
  AuditTargetType,
  ConsoleAuditScreenProps,
  ConsoleNavigation,
  ConsoleSection,
} from './ConsoleAuditScreen';
export { CONSOLE_SECTIONS } from '../shared/ConsoleSections';
