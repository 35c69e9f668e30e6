import type { OperatorRole } from '@carbonmarket/domain/contract';
import type {
  ConsoleNavigation,
  ConsoleSection,
} from '@carbonmarket/ui/screens/console/ConsoleAuditScreen';
import { CONSOLE_PATHS } from './consolePaths';

/**
 * The sections each role opens: an operator works the queues; an admin also reads the audit trail
 * and manages the staff (ADR 051). The server refuses the rest anyway (`OPERATOR_ROLE_REQUIRED`).
 */
const SECTIONS_OF: Readonly<Record<OperatorRole, readonly ConsoleSection[]>> = {
  operator: ['payments'],
  admin: ['payments', 'audit', 'operators'],
};

/** Sections without a page yet point at the payments, and are never listed. */
const HREFS: Readonly<Record<ConsoleSection, string>> = {
  payments: CONSOLE_PATHS.payments,
  members: CONSOLE_PATHS.payments,
  projects: CONSOLE_PATHS.payments,
  content: CONSOLE_PATHS.payments,
  audit: CONSOLE_PATHS.audit,
  operators: CONSOLE_PATHS.operators,
};

/** The navigation a screen shows to an operator of `role` in `current`. */
export const consoleNavigation = (
  role: OperatorRole,
  current: ConsoleSection,
): ConsoleNavigation => ({
  current,
  sections: SECTIONS_OF[role],
  hrefs: HREFS,
});

/** Whether an operator of `role` may open `section`. */
export const mayOpen = (role: OperatorRole, section: ConsoleSection): boolean =>
  SECTIONS_OF[role].includes(section);
