import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ZERO_MONEY } from '@carbonmarket/domain';
import type { Project } from '@carbonmarket/domain';
import { Card } from '../Card/Card';
import { StatusTag } from '../StatusTag/StatusTag';
import { Amount } from '../Amount/Amount';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { SkeletonOutline } from '../Skeleton/SkeletonOutline';

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  /* One line, so every card of a list has one height (the project page has the whole text). */
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Price = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/** What a project card shows of a project. */
type ProjectSummary = Pick<
  Project,
  'name' | 'location' | 'type' | 'status' | 'unitPrice' | 'progress'
>;

export interface ProjectCardProps {
  /** The project. */
  project: Project;
  /** Where the card leads (the project's page). */
  href: string;
}

/** Where and what the project is, its price per ton and how much is sold. */
function ProjectFacts({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <Meta>{`${project.location} · ${project.type}`}</Meta>
      <Price>
        <span>{t('home.projects.price')}</span>
        <Amount value={project.unitPrice} size="lg" perTon />
      </Price>
      <ProgressBar
        value={project.progress}
        label={t('home.projects.sold')}
        showLabel
        showValue
        size="sm"
      />
    </>
  );
}

/** A featured project: name, status, where and what it is, price per ton and how much is sold. */
export function ProjectCard({ project, href }: ProjectCardProps) {
  return (
    <Card
      href={href}
      title={project.name}
      titleLines={2}
      extra={<StatusTag kind="project" status={project.status} />}
    >
      <ProjectFacts project={project} />
    </Card>
  );
}

/** Placeholder text: never read or seen (the outline paints it as bars), one line long. */
const blank = (length: number) => '\u00a0'.repeat(length);

const PLACEHOLDER: ProjectSummary = {
  name: blank(28),
  location: blank(16),
  type: blank(12),
  status: 'in_progress',
  unitPrice: ZERO_MONEY,
  progress: 0,
};

export interface ProjectCardSkeletonProps {
  /** Announced while loading; defaults to the translated "Loading". */
  label?: string;
}

/**
 * A project card while its project loads: the card's own layout with one-line placeholder text,
 * drawn as bars, so a list of them takes the space the loaded cards will.
 */
export function ProjectCardSkeleton({ label }: ProjectCardSkeletonProps) {
  return (
    <SkeletonOutline label={label}>
      <Card
        title={PLACEHOLDER.name}
        titleLines={2}
        extra={<StatusTag kind="project" status={PLACEHOLDER.status} />}
      >
        <ProjectFacts project={PLACEHOLDER} />
      </Card>
    </SkeletonOutline>
  );
}
