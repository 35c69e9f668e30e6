import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@carbonmarket/ui';
import { ConsoleProjectsScreen } from '@carbonmarket/ui/screens/console/ConsoleProjectsScreen';
import type {
  FinalPreview,
  FinalTerms,
} from '@carbonmarket/ui/screens/console/ConsoleProjectsScreen';
import { PROJECT_STATUSES } from '@carbonmarket/domain';
import type { ProjectStatus } from '@carbonmarket/domain';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { useNavigate, useSearchParams } from '../../lib/router/RouterContext';
import { loadableOf } from '../../shared/data/loadable';
import { CONSOLE_PATHS, editProjectPath } from '../consolePaths';
import { consoleApi } from '../consoleServices';
import { consoleNavigation } from '../consoleSections';
import type { OperatorSession } from '../session/operatorSessionStore';
import { PROJECTS_KEY } from './projectFormSubmission';
import { refusalOf } from './refusalOf';
import type { Refusal } from './refusalOf';
import { useConsoleLanguage } from './useConsoleLanguage';
import { useSignOut } from './useSignOut';

const PAGE_SIZE = 20;

/** The status in the address (`?status=presale`); one typed by hand that is none is left out. */
function statusOf(search: URLSearchParams): ProjectStatus | undefined {
  const given = search.get('status');
  return PROJECT_STATUSES.find((status) => status === given);
}

/** The terms as the endpoints take them: decimal text. */
const wireTerms = (terms: FinalTerms) => ({
  finalUnitPrice: terms.finalUnitPrice.toString(),
  finalTons: terms.finalTons.toString(),
});

/**
 * The projects (admins): every one, newest first, narrowed to the status in the address; change a
 * project's status, and set a presale's final terms after a preview of what each booking owes.
 */
export function ProjectsPage({ session }: { session: OperatorSession }) {
  const language = useConsoleLanguage();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const status = statusOf(useSearchParams());
  const projects = useInfiniteQuery({
    queryKey: [...PROJECTS_KEY, status ?? 'all', language.locale],
    queryFn: ({ pageParam, signal }) =>
      consoleApi.call(
        adminEndpoints.projects,
        {
          page: pageParam,
          pageSize: PAGE_SIZE,
          lang: language.locale,
          ...(status ? { status } : {}),
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const [busyId, setBusyId] = useState<number | undefined>(undefined);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [preview, setPreview] = useState<FinalPreview | null>(null);

  /** One change to a project; the list is read again after it, done or refused. */
  const act = async <T,>(
    projectId: number,
    send: () => Promise<{ ok: true; data: T } | { ok: false; error: unknown }>,
    done: (data: T) => string,
  ) => {
    setBusyId(projectId);
    setRefusal(null);
    const result = await send();
    setBusyId(undefined);
    if (result.ok) toast.success(done(result.data));
    else setRefusal(refusalOf(result.error));
    await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
  };

  const askPreview = async (projectId: number, terms: FinalTerms) => {
    setPreview({ projectId, terms, bookings: { status: 'loading' } });
    const result = await consoleApi.request(adminEndpoints.presaleFinalPreview, {
      id: projectId,
      ...wireTerms(terms),
    });
    setPreview({
      projectId,
      terms,
      bookings: result.ok
        ? { status: 'ready', data: result.data.bookings }
        : { status: 'error', error: refusalOf(result.error).error },
    });
  };

  return (
    <ConsoleProjectsScreen
      operatorName={session.operator.name}
      projects={loadableOf(projects, (data) => data.pages.flatMap((page) => page.items))}
      newProjectHref={CONSOLE_PATHS.newProject}
      editHref={editProjectPath}
      hasMore={projects.hasNextPage}
      loadingMore={projects.isFetchingNextPage}
      onLoadMore={() => void projects.fetchNextPage()}
      {...(status ? { status } : {})}
      onFilter={(next) =>
        navigate(next ? `${CONSOLE_PATHS.projects}?status=${next}` : CONSOLE_PATHS.projects, {
          replace: true,
        })
      }
      onSetStatus={(id, next) =>
        void act(
          id,
          () => consoleApi.request(adminEndpoints.setProjectStatus, { id, status: next }),
          () => t('console.projects.done'),
        )
      }
      onPreviewFinal={(id, terms) => void askPreview(id, terms)}
      onSetFinal={(id, terms) =>
        void act(
          id,
          () => consoleApi.request(adminEndpoints.setPresaleFinal, { id, ...wireTerms(terms) }),
          ({ ordersMoved }) => t('console.projects.finalDone', { count: ordersMoved }),
        )
      }
      {...(preview ? { preview } : {})}
      {...(busyId !== undefined ? { busyId } : {})}
      {...(refusal ? { error: refusal.error, errorParams: refusal.errorParams } : {})}
      onRetry={() => void projects.refetch()}
      navigation={consoleNavigation(session.operator.role, 'projects')}
      onSignOut={signOut}
      {...language}
    />
  );
}
