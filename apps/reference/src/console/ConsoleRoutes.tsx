import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '../lib/router/RouterContext';
import { CONSOLE_PATHS } from './consolePaths';
import { mayOpen } from './consoleSections';
import { operatorSession } from './consoleServices';
import { SignInPage } from './pages/SignInPage';
import { EnrolmentPage } from './pages/EnrolmentPage';
import { PaymentsPage } from './pages/PaymentsPage';
import { AuditPage } from './pages/AuditPage';
import { OperatorsPage } from './pages/OperatorsPage';

/**
 * The console's pages by address. The enrolment link opens for anyone holding it; every other
 * page needs a signed-in operator and shows the sign-in until there is one (staying at its
 * address, so the operator lands where they were going). A section the operator's role does not
 * open, or an unknown address, leads to the payments.
 */
export function ConsoleRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSyncExternalStore(operatorSession.subscribe, operatorSession.get);
  const path = pathname.replace(/\/+$/, '') || '/';
  const role = session?.operator.role;
  const page =
    path === CONSOLE_PATHS.audit && role && mayOpen(role, 'audit')
      ? 'audit'
      : path === CONSOLE_PATHS.operators && role && mayOpen(role, 'operators')
        ? 'operators'
        : path === CONSOLE_PATHS.payments
          ? 'payments'
          : null;
  useEffect(() => {
    if (path === CONSOLE_PATHS.enrol || session === null || page !== null) return;
    navigate(CONSOLE_PATHS.payments, { replace: true });
  }, [path, session, page, navigate]);
  if (path === CONSOLE_PATHS.enrol) return <EnrolmentPage />;
  if (session === null) return <SignInPage />;
  if (page === 'audit') return <AuditPage session={session} />;
  if (page === 'operators') return <OperatorsPage session={session} />;
  return <PaymentsPage session={session} />;
}
