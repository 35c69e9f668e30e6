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
  /** The projects (`?status=` narrows them to one status). */
  projects: '/console/projects',
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

const MEMBER_PATH = /^\/console\/members\/([1-9]\d{0,15})$/;

/** The member's id of a member's page address (no trailing slash), or null for any other. */
export function memberIdOf(path: string): number | null {
  const id = MEMBER_PATH.exec(path)?.[1];
  if (id === undefined) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : null;
}
