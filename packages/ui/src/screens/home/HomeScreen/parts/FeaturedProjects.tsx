import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Project } from '@carbonmarket/domain';
import { SkeletonCard } from '../../../../components/Skeleton/Skeleton';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { Loadable } from '../../../../components/loadable';
import { ProjectCard } from '../../../../components/ProjectCard/ProjectCard';

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

export interface FeaturedProjectsProps {
  /** The featured projects, or their loading state. */
  projects: Loadable<readonly Project[]>;
  /** Where a project's card leads. */
  projectHref: (project: Project) => string;
  /** Loads them again after a failure. */
  onRetry: () => void;
}

/** The featured projects as cards, with skeletons, an error with retry, or an empty note. */
export function FeaturedProjects({ projects, projectHref, onRetry }: FeaturedProjectsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (projects.status) {
    case 'loading':
      return (
        <Cards role="list">
          <li>
            <SkeletonCard media={false} />
          </li>
          <li>
            <SkeletonCard media={false} />
          </li>
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
          {projects.data.map((project) => (
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
