/** The console's addresses (under `/console/`, its own build: ADR 052). */
export const CONSOLE_PATHS = {
  payments: '/console',
  signIn: '/console/signin',
  /** The enrolment link: `/console/enrol#<token>` (the token never reaches a server log). */
  enrol: '/console/enrol',
  audit: '/console/audit',
  operators: '/console/operators',
  /** The members (`?query=` the search); one member is `/console/members/<id>` (`memberPath`). */
  members: '/console/members',
  content: '/console/content',
  /** The projects (`?status=` narrows them to one status); one's form is `editProjectPath`. */
  projects: '/console/projects',
  newProject: '/console/projects/new',
} as const;

/** The members' list for `query` ('' for every member): the search kept in the address. */
export const membersPath = (query: string): string =>
  query === ''
    ? CONSOLE_PATHS.members
    : `${CONSOLE_PATHS.members}?${new URLSearchParams({ query }).toString()}`;

/** One member's page, opened from the search for `query`, to which its back link returns. */
export const memberPath = (memberId: number, query = ''): string =>
  query === ''
    ? `${CONSOLE_PATHS.members}/${memberId}`
    : `${CONSOLE_PATHS.members}/${memberId}?${new URLSearchParams({ query }).toString()}`;

/** The form of a project's description. */
export const editProjectPath = (projectId: number): string =>
  `${CONSOLE_PATHS.projects}/${projectId}/edit`;

/** The id in `path` where `pattern` captures it, if it is a safe whole number. */
function idIn(pattern: RegExp, path: string): number | null {
  const id = pattern.exec(path)?.[1];
  if (id === undefined) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : null;
}

const MEMBER_PATH = /^\/console\/members\/([1-9]\d{0,15})$/;
const EDIT_PROJECT_PATH = /^\/console\/projects\/([1-9]\d{0,15})\/edit$/;

/** The member's id of a member's page address (no trailing slash), or null for any other. */
export const memberIdOf = (path: string): number | null => idIn(MEMBER_PATH, path);

/** The console's pages, each with what its address names. */
export type ConsolePage =
  | { name: 'payments' | 'members' | 'projects' | 'newProject' | 'content' | 'audit' | 'operators' }
  | { name: 'member'; memberId: number }
  | { name: 'editProject'; projectId: number };

const PLAIN_PAGES = [
  ['payments', CONSOLE_PATHS.payments],
  ['members', CONSOLE_PATHS.members],
  ['projects', CONSOLE_PATHS.projects],
  ['newProject', CONSOLE_PATHS.newProject],
  ['content', CONSOLE_PATHS.content],
  ['audit', CONSOLE_PATHS.audit],
  ['operators', CONSOLE_PATHS.operators],
] as const;

/**
 * The page at `path` (no trailing slash), or null for an address that is none (the sign-in and
 * the enrolment are not pages of a signed-in operator).
 */
export function consolePageAt(path: string): ConsolePage | null {
  const plain = PLAIN_PAGES.find(([, address]) => address === path);
  if (plain) return { name: plain[0] };
  const memberId = memberIdOf(path);
  if (memberId !== null) return { name: 'member', memberId };
  const projectId = idIn(EDIT_PROJECT_PATH, path);
  return projectId === null ? null : { name: 'editProject', projectId };
}
