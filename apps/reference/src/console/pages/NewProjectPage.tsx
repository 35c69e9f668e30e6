import { ConsoleNewProjectScreen } from '@carbonmarket/ui/screens/console/ConsoleNewProjectScreen';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { useNavigate } from '../../lib/router/RouterContext';
import { CONSOLE_PATHS } from '../consolePaths';
import { consoleApi } from '../consoleServices';
import { consoleNavigation } from '../consoleSections';
import type { OperatorSession } from '../session/operatorSessionStore';
import { useProjectFormSubmission } from './projectFormSubmission';
import { useProjectPicture } from './projectPicture';
import { createProjectRequest } from './projectRequests';
import { useConsoleLanguage } from './useConsoleLanguage';
import { useSignOut } from './useSignOut';

/** Where a new project is found: among those pending review. */
const PENDING_REVIEW = `${CONSOLE_PATHS.projects}?status=pending_review`;

/** A new project (admins): it waits in review, where the list then shows it. */
export function NewProjectPage({ session }: { session: OperatorSession }) {
  const language = useConsoleLanguage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { submit, state } = useProjectFormSubmission('created', PENDING_REVIEW);
  const picture = useProjectPicture();
  return (
    <ConsoleNewProjectScreen
      operatorName={session.operator.name}
      onCreate={(input) =>
        submit(() => consoleApi.request(adminEndpoints.createProject, createProjectRequest(input)))
      }
      {...state}
      {...picture}
      onCancel={() => navigate(CONSOLE_PATHS.projects)}
      navigation={consoleNavigation(session.operator.role, 'projects')}
      onSignOut={signOut}
      {...language}
    />
  );
}
