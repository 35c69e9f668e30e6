/**
 * The actions the audit trail records, as their labels are written: every admin endpoint that
 * changes something (POST or DELETE, not `readOnly`), by its name without `admin.`, in the order
 * of the filter's choices (the staff's own first, then payments and members, content, the market).
 */
export const AUDIT_ACTIONS = [
  'signIn',
  'signOut',
  'enrol',
  'inviteOperator',
  'reenrolOperator',
  'disableOperator',
  'unlockOperator',
  'confirmTopUp',
  'cancelTopUp',
  'completeWithdrawal',
  'approveWithdrawal',
  'refuseWithdrawal',
  'setPayoutSettings',
  'setRisk',
  'setCreditScore',
  'setMembership',
  'unlockMember',
  'publishNews',
  'deleteNews',
  'publishNotification',
  'createProject',
  'updateProject',
  'uploadProjectPicture',
  'setProjectStatus',
  'setPresaleFinal',
  'settleSales',
  'settleSale',
  'forfeitBookings',
] as const;

/** An action the console has a label for. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const PREFIX = 'admin.';

/** The endpoint's name of an action: `admin.<action>`, as entries and the filter carry it. */
export const actionName = (action: AuditAction): string => `${PREFIX}${action}`;

const KNOWN: ReadonlySet<string> = new Set(AUDIT_ACTIONS);
const isAction = (name: string): name is AuditAction => KNOWN.has(name);

/** The action of an entry's `admin.<name>`, when the console has a label for it. */
export function knownAction(name: string): AuditAction | undefined {
  if (!name.startsWith(PREFIX)) return undefined;
  const action = name.slice(PREFIX.length);
  return isAction(action) ? action : undefined;
}
