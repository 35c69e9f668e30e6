import type { OperatorSession } from './operatorSessionStore';

/** What the console keeps of a session `admin.signIn` or `admin.enrol` answered. */
export const keptSession = ({
  token,
  operator: { id, name, email, role },
}: {
  token: string;
  operator: OperatorSession['operator'];
}): OperatorSession => ({ token, operator: { id, name, email, role } });
