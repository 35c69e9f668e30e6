import { useTranslation } from 'react-i18next';
import { ZERO_MONEY } from '@carbonmarket/domain';
import type { Project } from '@carbonmarket/domain';
import { Card } from '../Card/Card';
import { StatusTag } from '../StatusTag/StatusTag';
import { Amount } from '../Amount/Amount';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { SkeletonOutline } from '../Skeleton/SkeletonOutline';
import { CardLine, CardRow } from './projectCardParts';

/** What a project card shows of a project (its type as a name, in `ProjectFacts`'s `typeName`). */
type ProjectSummary = Pick<Project, 'name' | 'location' | 'status' | 'unitPrice' | 'progress'>;

export interface ProjectCardProps {
  /** The project. */
  project: Project;
  /** Where the card leads (the project's page). */
  href: string;
}

/** Where and what the project is (`typeName`: its type's name), its price per ton and how much is sold. */
function ProjectFacts({ project, typeName }: { project: ProjectSummary; typeName: string }) {
  const { t } = useTranslation();
  return (
    <>
      <CardLine>{`${project.location} · ${typeName}`}</CardLine>
      <CardRow>
        <span>{t('home.projects.price')}</span>
        <Amount value={project.unitPrice} size="lg" perTon />
      </CardRow>
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
  const { t } = useTranslation();
  return (
    <Card
      href={href}
      title={project.name}
      titleLines={2}
      extra={<StatusTag kind="project" status={project.status} />}
    >
      <ProjectFacts project={project} typeName={t(`display.projectType.${project.type}`)} />
    </Card>
  );
}

/** Placeholder text: never read or seen (the outline paints it as bars), one line long. */
const blank = (length: number) => '\u00a0'.repeat(length);

/** A type's name in the placeholder (blank, of a typical name's length). */
const PLACEHOLDER_TYPE_NAME = blank(12);

const PLACEHOLDER: ProjectSummary = {
  name: blank(28),
  location: blank(16),
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
        <ProjectFacts project={PLACEHOLDER} typeName={PLACEHOLDER_TYPE_NAME} />
      </Card>
    </SkeletonOutline>
  );
}
