import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '../lib/router/RouterContext';
import type { ConsoleSection } from '@carbonmarket/ui/screens/console/ConsoleAuditScreen';
import { CONSOLE_PATHS, consolePageAt } from './consolePaths';
import type { ConsolePage } from './consolePaths';
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
import { NewProjectPage } from './pages/NewProjectPage';
import { EditProjectPage } from './pages/EditProjectPage';
import type { OperatorSession } from './session/operatorSessionStore';

/** The section each page belongs to: the role that opens the section opens the page. */
const SECTION_OF: Readonly<Record<ConsolePage['name'], ConsoleSection>> = {
  payments: 'payments',
  members: 'members',
  member: 'members',
  projects: 'projects',
  newProject: 'projects',
  editProject: 'projects',
  content: 'content',
  audit: 'audit',
  operators: 'operators',
};

/** The page of a signed-in operator. */
function PageOf({ page, session }: { page: ConsolePage; session: OperatorSession }) {
  switch (page.name) {
    case 'payments':
      return <PaymentsPage session={session} />;
    case 'members':
      return <MembersPage session={session} />;
    case 'member':
      return <MemberPage key={page.memberId} session={session} memberId={page.memberId} />;
    case 'projects':
      return <ProjectsPage session={session} />;
    case 'newProject':
      return <NewProjectPage session={session} />;
    case 'editProject':
      return <EditProjectPage key={page.projectId} session={session} projectId={page.projectId} />;
    case 'content':
      return <ContentPage session={session} />;
    case 'audit':
      return <AuditPage session={session} />;
    case 'operators':
      return <OperatorsPage session={session} />;
    default:
      return page satisfies never;
  }
}

/**
 * The console's pages by address. The enrolment link opens for anyone holding it; every other
 * page needs a signed-in operator and shows the sign-in until there is one (staying at its
 * address, so the operator lands where they were going). A page of a section the operator's role
 * does not open, or an unknown address, leads to the payments.
 */
export function ConsoleRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSyncExternalStore(operatorSession.subscribe, operatorSession.get);
  const path = pathname.replace(/\/+$/, '') || '/';
  const role = session?.operator.role;
  const found = consolePageAt(path);
  const page = found && role && mayOpen(role, SECTION_OF[found.name]) ? found : null;
  useEffect(() => {
    if (path === CONSOLE_PATHS.enrol || session === null || page !== null) return;
    navigate(CONSOLE_PATHS.payments, { replace: true });
  }, [path, session, page, navigate]);
  if (path === CONSOLE_PATHS.enrol) return <EnrolmentPage />;
  if (session === null) return <SignInPage />;
  return <PageOf page={page ?? { name: 'payments' }} session={session} />;
}
