import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { Cell } from '../../../../components/Cell/Cell';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { ProjectHeading } from '../../shared/ProjectHeading';
import { useProjectTypeName } from '../../shared/projectTypeName';
import { sellingWindow } from '../sellingWindow';
import { SellingWindowPanel } from './SellingWindowPanel';
import { ProjectRegistry } from './ProjectRegistry';
import { GoalBadges } from './GoalBadges';
import { Text } from '../../../../components/Typography/Text';

/* The sections' own spacing, the page's, so that the loading outline keeps it too. */
const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
  min-width: 0;
`;

const Paragraphs = styled(Text)`
  white-space: pre-line;
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  margin: 0 calc(-1 * ${({ theme }) => theme.space[400]});
`;

/**
 * The project's information: the selling window's countdown, the introduction, who develops it
 * under which standards, the carbon facts of its credits with the fact sheet, the registry they are
 * issued on, and the UN goals it supports. Also drawn, as bars, while the project loads.
 */
export function ProjectInfoBody({ project, now }: { project: ProjectDetail; now: Date }) {
  const { t } = useTranslation();
  const typeName = useProjectTypeName();
  const selling = sellingWindow(project, now);
  const { carbon } = project;
  return (
    <Sections>
      <ProjectHeading project={project} />
      {selling !== null ? (
        <Card title={t('projects.info.window.title')} headingLevel={3}>
          <SellingWindowPanel selling={selling} now={now} />
        </Card>
      ) : null}
      <Card title={t('projects.info.introduction')} headingLevel={3}>
        <Paragraphs size="md" tone="primary" breakAnywhere>
          {project.introduction}
        </Paragraphs>
      </Card>
      <Card title={t('projects.info.project.title')} headingLevel={3}>
        <FactRows
          label={t('projects.info.project.title')}
          facts={[
            {
              key: 'developer',
              term: t('projects.info.project.developer'),
              detail: project.developer,
            },
            {
              key: 'standards',
              term: t('projects.info.project.standards'),
              detail: project.standards.join(' · '),
            },
            {
              key: 'type',
              term: t('projects.info.project.type'),
              detail: typeName(project),
            },
            {
              key: 'location',
              term: t('projects.info.project.location'),
              detail: project.location,
            },
          ]}
        />
      </Card>
      <Card title={t('projects.info.carbon.title')} headingLevel={3}>
        <FactRows
          label={t('projects.info.carbon.title')}
          facts={[
            {
              key: 'vintage',
              term: t('projects.info.carbon.vintage'),
              detail: String(carbon.vintage),
            },
            {
              key: 'agency',
              term: t('projects.info.carbon.verificationAgency'),
              detail: carbon.verificationAgency,
            },
            {
              key: 'monitoring',
              term: t('projects.info.carbon.monitoring'),
              detail: carbon.monitoring,
            },
            {
              key: 'creditType',
              term: t('projects.info.carbon.creditType'),
              detail: carbon.creditType,
            },
          ]}
        />
        {project.factSheetUrl !== null ? (
          <Rows>
            <Cell
              title={t('projects.info.factSheet.title')}
              description={t('projects.info.factSheet.description')}
              href={project.factSheetUrl}
            />
          </Rows>
        ) : null}
      </Card>
      <Card title={t('projects.info.registry.title')} headingLevel={3}>
        <ProjectRegistry registration={project.registration} />
      </Card>
      <Card title={t('projects.info.goals.title')} headingLevel={3}>
        {project.sdgs.length > 0 ? (
          <GoalBadges goals={project.sdgs} label={t('projects.info.goals.title')} />
        ) : (
          <Text size="sm" tone="secondary">
            {t('projects.info.goals.none')}
          </Text>
        )}
      </Card>
    </Sections>
  );
}
