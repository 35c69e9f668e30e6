/** The console's addresses (under `/console/`, its own build: ADR 052). */
export const CONSOLE_PATHS = {
  payments: '/console',
  signIn: '/console/signin',
  /** The enrolment link: `/console/enrol#<token>` (the token never reaches a server log). */
  enrol: '/console/enrol',
  audit: '/console/audit',
  operators: '/console/operators',
} as const;
