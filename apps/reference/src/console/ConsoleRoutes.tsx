import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '../lib/router/RouterContext';
import { CONSOLE_PATHS, memberIdOf } from './consolePaths';
import { mayOpen } from './consoleSections';
import { operatorSession } from './consoleServices';
import { SignInPage } from './pages/SignInPage';
import { EnrolmentPage } from './pages/EnrolmentPage';
import { PaymentsPage } from './pages/PaymentsPage';
import { AuditPage } from './pages/AuditPage';
import { OperatorsPage } from './pages/OperatorsPage';
import { MembersPage } from './pages/MembersPage';
import { MemberPage } from './pages/MemberPage';
import { ContentPage } from './pages/ContentPage';
import { ProjectsPage } from './pages/ProjectsPage';

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
  const memberId = memberIdOf(path);
  const members = role !== undefined && mayOpen(role, 'members');
  const page =
    path === CONSOLE_PATHS.members && members
      ? 'members'
      : memberId !== null && members
        ? 'member'
        : path === CONSOLE_PATHS.audit && role && mayOpen(role, 'audit')
          ? 'audit'
          : path === CONSOLE_PATHS.operators && role && mayOpen(role, 'operators')
            ? 'operators'
            : path === CONSOLE_PATHS.content && role && mayOpen(role, 'content')
              ? 'content'
              : path === CONSOLE_PATHS.projects && role && mayOpen(role, 'projects')
                ? 'projects'
                : path === CONSOLE_PATHS.payments
                  ? 'payments'
                  : null;
  useEffect(() => {
    if (path === CONSOLE_PATHS.enrol || session === null || page !== null) return;
    navigate(CONSOLE_PATHS.payments, { replace: true });
  }, [path, session, page, navigate]);
  if (path === CONSOLE_PATHS.enrol) return <EnrolmentPage />;
  if (session === null) return <SignInPage />;
  if (page === 'members') return <MembersPage session={session} />;
  if (page === 'member' && memberId !== null)
    return <MemberPage key={memberId} session={session} memberId={memberId} />;
  if (page === 'audit') return <AuditPage session={session} />;
  if (page === 'operators') return <OperatorsPage session={session} />;
  if (page === 'content') return <ContentPage session={session} />;
  if (page === 'projects') return <ProjectsPage session={session} />;
  return <PaymentsPage session={session} />;
}
