import { memo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ZERO_MONEY, tons } from '@carbonmarket/domain';
import type { Project } from '@carbonmarket/domain';
import { Card } from '../Card/Card';
import { StatusTag } from '../StatusTag/StatusTag';
import { Amount } from '../Amount/Amount';
import { TonsAmount } from '../Amount/TonsAmount';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Countdown } from '../Countdown/Countdown';
import { SkeletonOutline } from '../Skeleton/SkeletonOutline';
import { ProjectPicture } from './ProjectPicture';
import { CardLine, CardRow } from './projectCardParts';

/** The row under the progress: the countdown to the sale's start, or nothing (same height). */
const StartRow = styled(CardRow)`
  min-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/** What the list card shows of a project. */
export type ProjectListItem = Pick<
  Project,
  | 'name'
  | 'location'
  | 'type'
  | 'standards'
  | 'status'
  | 'unitPrice'
  | 'progress'
  | 'remainingTons'
  | 'sellingStartsAt'
  | 'imageUrl'
>;

export interface ProjectListCardProps {
  project: ProjectListItem;
  /** Where the card leads (the project's page). */
  href: string;
  /** The server's current time, for the countdown to the sale's start. */
  now: Date;
  /** The card is in the first screenful: its picture loads at once (see `ProjectPicture`). */
  priority?: boolean;
}

/** Whether the card counts down to the sale's start: a project that has not begun yet. */
const startsLater = <P extends Pick<ProjectListItem, 'status' | 'sellingStartsAt'>>(
  project: P,
  now: Date,
): project is P & {
  sellingStartsAt: Date;
} =>
  (project.status === 'not_begun' || project.status === 'presale') &&
  project.sellingStartsAt !== null &&
  project.sellingStartsAt.getTime() > now.getTime();

/** The card's facts; `typeName` is the project type's name (blank in the placeholder). */
function ProjectListFacts({
  project,
  typeName,
  now,
}: {
  project: Omit<ProjectListItem, 'type'>;
  typeName: string;
  now: Date;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CardLine>{`${project.location} · ${typeName}`}</CardLine>
      <CardLine>{project.standards.join(' · ')}</CardLine>
      <CardRow>
        <span>{t('projects.card.price')}</span>
        <Amount value={project.unitPrice} size="lg" perTon />
      </CardRow>
      <ProgressBar
        value={project.progress}
        label={t('projects.card.sold')}
        showLabel
        showValue
        size="sm"
      />
      <CardRow>
        <span>{t('projects.card.remaining')}</span>
        <TonsAmount value={project.remainingTons} size="sm" />
      </CardRow>
      <StartRow>
        {startsLater(project, now) ? (
          <>
            <span>{t('projects.card.startsIn')}</span>
            <Countdown
              now={now}
              deadline={project.sellingStartsAt}
              label={t('projects.card.startsIn')}
            />
          </>
        ) : null}
      </StartRow>
    </>
  );
}

/** The card as drawn (see `ProjectListCard`). */
function ProjectListCardView({ project, href, now, priority = false }: ProjectListCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      href={href}
      title={project.name}
      titleLines={2}
      headingLevel={2}
      extra={<StatusTag kind="project" status={project.status} />}
    >
      <ProjectPicture src={project.imageUrl} priority={priority} />
      <ProjectListFacts
        project={project}
        typeName={t(`display.projectType.${project.type}`)}
        now={now}
      />
    </Card>
  );
}

/**
 * Whether a card would draw the same: its project, link and priority unchanged, and the clock
 * either unchanged or of no use to it (no countdown before or after). A list re-rendered by the
 * ticking clock redraws only the cards that count down.
 */
export const drawsTheSame = (before: ProjectListCardProps, after: ProjectListCardProps) =>
  before.project === after.project &&
  before.href === after.href &&
  before.priority === after.priority &&
  (before.now.getTime() === after.now.getTime() ||
    (!startsLater(before.project, before.now) && !startsLater(after.project, after.now)));

/**
 * A project in the Projects tab: its picture, name and status, where and what it is, its
 * standards, price per ton, how much is sold and remains, and the countdown to its sale's start.
 * Its name is a level-2 heading, under the page's title. Redrawn only when it changes
 * (`drawsTheSame`).
 */
export const ProjectListCard = memo(ProjectListCardView, drawsTheSame);

/** Placeholder text: never read or seen (the outline paints it as bars), one line long. */
const blank = (length: number) => '\u00a0'.repeat(length);

/** A type's name in the placeholder (blank, of a typical name's length). */
const PLACEHOLDER_TYPE_NAME = blank(12);

const PLACEHOLDER: Omit<ProjectListItem, 'type'> = {
  name: blank(28),
  location: blank(16),
  standards: [blank(20)],
  status: 'in_progress',
  unitPrice: ZERO_MONEY,
  progress: 0,
  remainingTons: tons('0'),
  sellingStartsAt: null,
  imageUrl: null,
};

/**
 * A list card while its project loads: the card's own layout drawn as bars, so a list of them
 * takes the space the loaded cards will.
 */
export function ProjectListCardSkeleton({ label }: { label?: string }) {
  return (
    <SkeletonOutline label={label}>
      <Card
        title={PLACEHOLDER.name}
        titleLines={2}
        headingLevel={2}
        extra={<StatusTag kind="project" status={PLACEHOLDER.status} />}
      >
        <ProjectPicture src={null} />
        <ProjectListFacts
          project={PLACEHOLDER}
          typeName={PLACEHOLDER_TYPE_NAME}
          now={new Date(0)}
        />
      </Card>
    </SkeletonOutline>
  );
}
