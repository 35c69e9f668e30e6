import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Project } from '@carbonmarket/domain';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { Loadable } from '../../../../components/loadable';
import { ProjectCard, ProjectCardSkeleton } from '../../../../components/ProjectCard/ProjectCard';

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** How many projects the home page features: as many as it reserves space for while loading. */
export const FEATURED_PROJECT_COUNT = 3;

export interface FeaturedProjectsProps {
  /** The featured projects, or their loading state; the first three are shown. */
  projects: Loadable<readonly Project[]>;
  /** Where a project's card leads. */
  projectHref: (project: Project) => string;
  /** Loads them again after a failure. */
  onRetry: () => void;
}

/**
 * The first three featured projects as cards; while they load, three placeholders of a card's
 * size, so the sections below stay where they are when the cards arrive. Or an error with retry,
 * or an empty note.
 */
export function FeaturedProjects({ projects, projectHref, onRetry }: FeaturedProjectsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (projects.status) {
    case 'loading':
      return (
        <Cards role="list">
          {/* Keys of their own: a loaded card never takes over (and moves) a placeholder's item. */}
          {Array.from({ length: FEATURED_PROJECT_COUNT }, (_, index) => (
            <li key={`placeholder-${index}`}>
              <ProjectCardSkeleton />
            </li>
          ))}
        </Cards>
      );
    case 'error':
      return (
        <ErrorState
          variant="inline"
          title={t('home.projects.loadError')}
          message={projects.error === undefined ? undefined : errorText(projects.error)}
          onRetry={onRetry}
        />
      );
    case 'ready':
      if (projects.data.length === 0) {
        return (
          <Empty>
            <EmptyState
              icon="leaf"
              headingLevel={3}
              title={t('home.projects.emptyTitle')}
              description={t('home.projects.emptyDescription')}
            />
          </Empty>
        );
      }
      return (
        <Cards role="list">
          {projects.data.slice(0, FEATURED_PROJECT_COUNT).map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} href={projectHref(project)} />
            </li>
          ))}
        </Cards>
      );
    default:
      return projects satisfies never;
  }
}
