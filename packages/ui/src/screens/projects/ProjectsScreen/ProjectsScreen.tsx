import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { LISTED_PROJECT_STATUSES, isProjectType } from '@carbonmarket/domain';
import type { ErrorCode, ListedProjectStatus, Project, ProjectType } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { TabBar } from '../../../components/TabBar/TabBar';
import type { TabKey } from '../../../components/TabBar/TabBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { Tabs } from '../../../components/Tabs/Tabs';
import { Select } from '../../../components/Select/Select';
import { List } from '../../../components/List/List';
import type { ListStatus } from '../../../components/List/List';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import {
  ProjectListCard,
  ProjectListCardSkeleton,
} from '../../../components/ProjectCard/ProjectListCard';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';

/** The status filter: every listed status, or all of them. */
export type ProjectStatusFilter = 'all' | ListedProjectStatus;

/** The type filter's value for every type. */
export const ALL_PROJECT_TYPES = 'all';

/** The type filter: every type, or one of them. */
export type ProjectTypeFilter = typeof ALL_PROJECT_TYPES | ProjectType;

/** The list's pages loaded so far, and where the loading stands. */
export interface ProjectPages {
  /** The projects of the pages loaded so far, in the server's order. */
  items: readonly Project[];
  /** A page is loading (the first, or the next), or the last load failed. */
  status: ListStatus;
  /** Why the last load failed, from the catalogue. */
  error?: ErrorCode;
  /** Whether the server has more pages. */
  hasMore: boolean;
}

/** The places ProjectsScreen links to. */
export type ProjectsScreenLinks = Pick<ScreenLinks, 'project'>;

export interface ProjectsScreenProps {
  projects: ProjectPages;
  /** The server's current time, for the countdowns to a sale's start. */
  now: Date;
  statusFilter: ProjectStatusFilter;
  onStatusFilterChange: (status: ProjectStatusFilter) => void;
  /** The picked type (`ALL_PROJECT_TYPES` for every type). */
  typeFilter: ProjectTypeFilter;
  /**
   * The project types to filter by, in the order the filter lists them after "All types" (each
   * named in the reader's language); none: no type filter.
   */
  types: readonly ProjectType[];
  onTypeFilterChange: (type: ProjectTypeFilter) => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: ProjectsScreenLinks;
  /** Loads the next page (the end of the list came within 80 px of the screen's bottom). */
  onReachBottom: () => void;
  /** Loads the failed page again. */
  onRetry: () => void;
  /** Pull to refresh: loads the list again from its first page. */
  onRefresh: () => Promise<void> | void;
  /** Destinations of the tab bar, when the app's routes differ from the product's defaults. */
  tabHrefs?: Partial<Record<TabKey, string>>;
  /** Count badges of the tab bar. */
  tabBadges?: Partial<Record<TabKey, number>>;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin-bottom: ${({ theme }) => theme.space[400]};
`;

/** How many placeholder cards the first load shows: more than a phone's screen holds. */
const PLACEHOLDER_CARDS = 3;

const Placeholders = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/**
 * The Projects tab: the projects on the market, filtered by status and by type, one page at a
 * time as the reader scrolls, pulled down to refresh. Each card leads to the project's page.
 */
export function ProjectsScreen({
  projects,
  now,
  statusFilter,
  onStatusFilterChange,
  typeFilter,
  types,
  onTypeFilterChange,
  links,
  onReachBottom,
  onRetry,
  onRefresh,
  tabHrefs,
  tabBadges,
  locale,
  onLocaleChange,
}: ProjectsScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const filtered = statusFilter !== 'all' || typeFilter !== ALL_PROJECT_TYPES;
  const firstLoadFailed = projects.status === 'error' && projects.items.length === 0;
  return (
    <Page
      navBar={
        <NavBar
          title={t('projects.title')}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
      tabBar={<TabBar active="project" hrefs={tabHrefs} badges={tabBadges} />}
    >
      <Filters>
        <Tabs<ProjectStatusFilter>
          label={t('projects.filters.status')}
          items={[
            { value: 'all', label: t('projects.filters.all') },
            ...LISTED_PROJECT_STATUSES.map((status) => ({
              value: status,
              label: t(`display.status.project.${status}`),
            })),
          ]}
          value={statusFilter}
          onChange={onStatusFilterChange}
        />
        {types.length > 0 ? (
          <Select
            label={t('projects.filters.type')}
            options={[
              { value: ALL_PROJECT_TYPES, label: t('projects.filters.allTypes') },
              ...types.map((type) => ({ value: type, label: t(`display.projectType.${type}`) })),
            ]}
            value={typeFilter}
            onChange={(type) => onTypeFilterChange(isProjectType(type) ? type : ALL_PROJECT_TYPES)}
          />
        ) : null}
      </Filters>
      {firstLoadFailed ? (
        <ErrorState
          title={t('projects.list.loadError')}
          message={projects.error === undefined ? undefined : errorText(projects.error)}
          icon={projects.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      ) : (
        <List
          label={t('projects.list.label')}
          items={projects.items}
          getKey={(project) => project.id}
          renderItem={(project, index) => (
            <ProjectListCard
              project={project}
              href={links.project(project.id)}
              now={now}
              priority={index === 0}
            />
          )}
          status={projects.status}
          hasMore={projects.hasMore}
          onReachBottom={onReachBottom}
          onRetry={onRetry}
          onRefresh={onRefresh}
          gap="md"
          loading={
            <Placeholders>
              {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
                <ProjectListCardSkeleton key={`placeholder-${index}`} />
              ))}
            </Placeholders>
          }
          empty={
            <EmptyState
              icon="leaf"
              title={t('projects.list.emptyTitle')}
              description={t('projects.list.emptyDescription')}
              {...(filtered
                ? {
                    actionLabel: t('projects.list.clearFilters'),
                    onAction: () => {
                      onStatusFilterChange('all');
                      onTypeFilterChange(ALL_PROJECT_TYPES);
                    },
                  }
                : {})}
            />
          }
        />
      )}
    </Page>
  );
}
