import { useQuery } from '@tanstack/react-query';
import { ConsoleEditProjectScreen } from '@carbonmarket/ui/screens/console/ConsoleEditProjectScreen';
import { adminEndpoints, endpoints, projectFormValues } from '@carbonmarket/domain/contract';
import { useNavigate } from '../../lib/router/RouterContext';
import { loadableOfBoth } from '../../shared/data/loadable';
import { CONSOLE_PATHS } from '../consolePaths';
import { consoleApi } from '../consoleServices';
import { consoleNavigation } from '../consoleSections';
import type { OperatorSession } from '../session/operatorSessionStore';
import { PROJECTS_KEY, useProjectFormSubmission } from './projectFormSubmission';
import { useProjectPicture } from './projectPicture';
import { updateProjectRequest } from './projectRequests';
import { useConsoleLanguage } from './useConsoleLanguage';
import { useSignOut } from './useSignOut';

/** The project's details in English, as members read them. */
const useDetail = (projectId: number) =>
  useQuery({
    queryKey: [...PROJECTS_KEY, projectId, 'detail', 'en'],
    queryFn: ({ signal }) =>
      consoleApi.call(endpoints.projects.detail, { id: projectId, lang: 'en' }, { signal }),
  });

/** The project's Chinese texts as stored (those not translated empty, not in English). */
const useStoredTexts = (projectId: number) =>
  useQuery({
    queryKey: [...PROJECTS_KEY, projectId, 'texts'],
    queryFn: ({ signal }) =>
      consoleApi.call(adminEndpoints.projectTexts, { id: projectId }, { signal }),
  });

/**
 * A project's description (admins), filled from its details in English and its Chinese texts as
 * stored; saved, the list shows it again.
 */
export function EditProjectPage({
  session,
  projectId,
}: {
  session: OperatorSession;
  projectId: number;
}) {
  const language = useConsoleLanguage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const en = useDetail(projectId);
  const cn = useStoredTexts(projectId);
  const { submit, state } = useProjectFormSubmission('saved', CONSOLE_PATHS.projects);
  const picture = useProjectPicture();
  return (
    <ConsoleEditProjectScreen
      operatorName={session.operator.name}
      projectId={projectId}
      projectName={en.data?.name ?? ''}
      values={loadableOfBoth(en, cn, (detail, texts) => projectFormValues(detail, texts.cn))}
      onSave={(edit) =>
        submit(() => consoleApi.request(adminEndpoints.updateProject, updateProjectRequest(edit)))
      }
      {...state}
      {...picture}
      onCancel={() => navigate(CONSOLE_PATHS.projects)}
      onRetry={() => void Promise.all([en.refetch(), cn.refetch()])}
      navigation={consoleNavigation(session.operator.role, 'projects')}
      onSignOut={signOut}
      {...language}
    />
  );
}
