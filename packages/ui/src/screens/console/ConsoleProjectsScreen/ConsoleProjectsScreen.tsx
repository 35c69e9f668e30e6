import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams, ProjectStatus } from '@carbonmarket/domain';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { List } from '../../../components/List/List';
import { Heading } from '../../../components/Typography/Heading';
import type { Loadable } from '../../../components/loadable';
import type { ConsoleChromeProps } from '../shared/consoleChrome';
import type { ConsoleProject, FinalPreview, FinalTerms } from './projectsTypes';
import { PLACEHOLDER_PROJECT } from './parts/placeholders';
import { ProjectItem } from './parts/ProjectItem';
import { StatusFilter } from './parts/StatusFilter';
import { LoadError } from '../shared/LoadError';
import { ConsolePage } from '../shared/ConsolePage';
import { PlaceholderItems } from '../shared/PlaceholderItems';

export type { ConsoleProject, FinalPreview, FinalShare, FinalTerms } from './projectsTypes';
export type { ConsoleNavigation, ConsoleSection } from '../shared/ConsoleSections';

export interface ConsoleProjectsScreenProps extends ConsoleChromeProps {
  /** The projects of the pages loaded so far (`admin.projects`), newest first. */
  projects: Loadable<readonly ConsoleProject[]>;
  /** Where a new project is created. */
  newProjectHref: string;
  /** Where a project's description is edited. */
  editHref: (projectId: number) => string;
  /** Whether the server has older projects than those loaded. */
  hasMore: boolean;
  /** The next page is being loaded. @default false */
  loadingMore?: boolean;
  /** Loads the next page: the end of the list came near, or Load more projects. */
  onLoadMore: () => void;
  /** The status the list is narrowed to (the app keeps it in the address); none for every one. */
  status?: ProjectStatus;
  /** Called with the status chosen, or none for every status. */
  onFilter: (status: ProjectStatus | undefined) => void;
  /** Moves a project to one of the statuses it may take next. */
  onSetStatus: (projectId: number, status: ProjectStatus) => void;
  /** Asks what a presale's final terms would make each booking owe. */
  onPreviewFinal: (projectId: number, terms: FinalTerms) => void;
  /** Sets a presale's final terms, as previewed. */
  onSetFinal: (projectId: number, terms: FinalTerms) => void;
  /** The preview last asked for, shown in its project's dialog. */
  preview?: FinalPreview;
  /** The project being acted on: the button confirmed shows busy, the other waits. */
  busyId?: number;
  /**
   * Why the last action was refused, in a banner that is announced: `OPERATION_FAILED` (the
   * terms were set meanwhile, or the status may not follow), `NETWORK_ERROR`…
   */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  /** Loads the list again after it failed. */
  onRetry: () => void;
}

/** How many placeholder projects a loading list shows: more than a phone's screen holds. */
const PLACEHOLDERS = 2;

const noop = () => undefined;

/**
 * The projects, for admins: every one, those pending review included, newest first, a page at a
 * time, narrowed to a status if asked. New project opens an empty project's form; each project's
 * Edit opens its description. Each shows its status and the facts that decide what
 * members may order. Change status offers only the statuses the project may move to. A presale
 * waiting for its final terms offers to set them: the unit price and tons, then a preview of
 * what each booking would owe, then the terms set once. A refusal shows in an announced banner.
 */
export function ConsoleProjectsScreen({
  operatorName,
  projects,
  newProjectHref,
  editHref,
  hasMore,
  loadingMore = false,
  onLoadMore,
  status,
  onFilter,
  onSetStatus,
  onPreviewFinal,
  onSetFinal,
  preview,
  busyId,
  error,
  errorParams,
  onRetry,
  navigation,
  onSignOut,
  locale,
  onLocaleChange,
}: ConsoleProjectsScreenProps) {
  const { t } = useTranslation();

  const body = () => {
    switch (projects.status) {
      case 'loading':
        return (
          <PlaceholderItems label={t('console.projects.loading')} count={PLACEHOLDERS}>
            <ProjectItem
              project={PLACEHOLDER_PROJECT}
              editHref="#"
              busy={false}
              onSetStatus={noop}
              onPreviewFinal={noop}
              onSetFinal={noop}
            />
          </PlaceholderItems>
        );
      case 'error':
        return (
          <LoadError
            title={t('console.projects.loadError')}
            error={projects.error}
            onRetry={onRetry}
          />
        );
      case 'ready':
        return (
          <List
            label={t('console.projects.list')}
            items={projects.data}
            getKey={(project) => project.id}
            renderItem={(project) => (
              <ProjectItem
                project={project}
                editHref={editHref(project.id)}
                busy={busyId === project.id}
                {...(preview?.projectId === project.id ? { preview } : {})}
                onSetStatus={(next) => onSetStatus(project.id, next)}
                onPreviewFinal={(terms) => onPreviewFinal(project.id, terms)}
                onSetFinal={(terms) => onSetFinal(project.id, terms)}
              />
            )}
            gap="md"
            status={loadingMore ? 'loading' : 'idle'}
            hasMore={hasMore}
            onReachBottom={onLoadMore}
            loadMoreLabel={t('console.projects.loadMore')}
            empty={
              status === undefined ? (
                <EmptyState
                  icon="records"
                  title={t('console.projects.empty.title')}
                  description={t('console.projects.empty.description')}
                />
              ) : (
                <EmptyState
                  icon="search"
                  title={t('console.projects.emptyForStatus.title')}
                  description={t('console.projects.emptyForStatus.description')}
                  actionLabel={t('console.projects.emptyForStatus.action')}
                  onAction={() => onFilter(undefined)}
                />
              )
            }
          />
        );
      default:
        return projects satisfies never;
    }
  };

  return (
    <ConsolePage
      chrome={{ operatorName, onSignOut, navigation, locale, onLocaleChange }}
      refusal={{ title: t('console.projects.actionFailed'), error, errorParams }}
    >
      <Heading level={2} size="xl" weight="bold">
        {t('console.projects.heading')}
      </Heading>
      <ButtonLink href={newProjectHref} icon="plus" fullWidth>
        {t('console.projects.form.newProject')}
      </ButtonLink>
      <StatusFilter status={status} onFilter={onFilter} />
      {body()}
    </ConsolePage>
  );
}
