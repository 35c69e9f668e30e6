import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '../lib/router/RouterContext';
import { CONSOLE_PATHS } from './consolePaths';
import { operatorSession } from './consoleServices';
import { SignInPage } from './pages/SignInPage';
import { EnrolmentPage } from './pages/EnrolmentPage';
import { PaymentsPage } from './pages/PaymentsPage';

/**
 * The console's pages by address. The enrolment link opens for anyone holding it; every other
 * page needs a signed-in operator and shows the sign-in until there is one (staying at its
 * address, so the operator lands where they were going).
 */
export function ConsoleRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSyncExternalStore(operatorSession.subscribe, operatorSession.get);
  const path = pathname.replace(/\/+$/, '') || '/';
  const known = path === CONSOLE_PATHS.payments || path === CONSOLE_PATHS.signIn;
  useEffect(() => {
    if (path === CONSOLE_PATHS.enrol) return;
    if (session !== null && (path === CONSOLE_PATHS.signIn || !known))
      navigate(CONSOLE_PATHS.payments, { replace: true });
  }, [path, session, known, navigate]);
  if (path === CONSOLE_PATHS.enrol) return <EnrolmentPage />;
  if (session === null) return <SignInPage />;
  return <PaymentsPage session={session} />;
}
