import type { OperatorRole } from '@carbonmarket/domain/contract';
import type {
  ConsoleNavigation,
  ConsoleSection,
} from '@carbonmarket/ui/screens/console/ConsoleAuditScreen';
import { CONSOLE_PATHS } from './consolePaths';

/**
 * The sections each role opens (ADR 051). An operator works the payment queues, the members
 * (search, view, and change their risk flag, score, level and lock: no member endpoint needs an
 * admin) and the content (news and notifications). An admin also manages the projects, reads the
 * audit trail and manages the staff. The server refuses the rest anyway (`OPERATOR_ROLE_REQUIRED`).
 */
const SECTIONS_OF: Readonly<Record<OperatorRole, readonly ConsoleSection[]>> = {
  operator: ['payments', 'members', 'content'],
  admin: ['payments', 'members', 'projects', 'content', 'audit', 'operators'],
};

/** Where each section's page is. */
const HREFS: Readonly<Record<ConsoleSection, string>> = {
  payments: CONSOLE_PATHS.payments,
  members: CONSOLE_PATHS.members,
  projects: CONSOLE_PATHS.projects,
  content: CONSOLE_PATHS.content,
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
