import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@carbonmarket/domain';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { StatusTag } from '../../../../components/StatusTag/StatusTag';
import { Text } from '../../../../components/Typography/Text';
import { useLocale } from '../../../../i18n/useLocale';
import { Actions, useItemActions } from '../../shared/itemActions';
import type { ConsoleProject, FinalPreview, FinalTerms } from '../projectsTypes';
import { FinalTermsDialog } from './FinalTermsDialog';
import { ProjectStatusDialog } from './ProjectStatusDialog';
import { projectFacts } from './projectFacts';

/** Whether a project waits for its final terms: a presale (booking or closed to bookings) without them. */
export const awaitsFinalTerms = (project: ConsoleProject): boolean =>
  project.presale !== null &&
  project.presale.finalUnitPrice === null &&
  (project.status === 'presale' || project.status === 'reservation_waiting');

export interface ProjectItemProps {
  project: ConsoleProject;
  /** Where its description is edited. */
  editHref: string;
  /** The screen is acting on this project: the button confirmed shows busy, the other waits. */
  busy: boolean;
  /** The final terms' preview last asked for on this project. */
  preview?: FinalPreview;
  onSetStatus: (status: ProjectStatus) => void;
  onPreviewFinal: (terms: FinalTerms) => void;
  onSetFinal: (terms: FinalTerms) => void;
}

/**
 * A project as the operator works it: its name, number, type and place, its status, and the
 * facts that decide what members may order. Edit opens its description; Change status offers the
 * statuses it may move to; a presale waiting for its final terms also offers to set them, after a
 * preview.
 */
export function ProjectItem({
  project,
  editHref,
  busy,
  preview,
  onSetStatus,
  onPreviewFinal,
  onSetFinal,
}: ProjectItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const final = awaitsFinalTerms(project);
  const actions = useItemActions<'status' | 'final'>(busy, final ? 'final' : 'status');
  return (
    <Card
      title={project.name}
      headingLevel={3}
      extra={<StatusTag kind="project" status={project.status} />}
    >
      <Text size="sm" tone="secondary">
        {t('console.projects.number', { id: project.id })} ·{' '}
        {t(`display.projectType.${project.type}`)} · {project.location}
      </Text>
      <FactRows facts={projectFacts(t, project, locale)} />
      <Actions>
        <ButtonLink href={editHref} variant="secondary" size="sm">
          {t('console.projects.form.edit')}
        </ButtonLink>
        <ProjectStatusDialog
          {...actions.stateOf('status')}
          name={project.name}
          status={project.status}
          presale={project.presale !== null}
          onConfirm={(status) => {
            actions.choose('status');
            onSetStatus(status);
          }}
        />
      </Actions>
      {final ? (
        <Actions>
          <FinalTermsDialog
            {...actions.stateOf('final')}
            name={project.name}
            {...(preview ? { preview } : {})}
            onPreview={onPreviewFinal}
            onConfirm={(terms) => {
              actions.choose('final');
              onSetFinal(terms);
            }}
          />
        </Actions>
      ) : null}
    </Card>
  );
}
