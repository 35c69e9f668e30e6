import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { Card } from '../../../components/Card/Card';
import { Cell } from '../../../components/Cell/Cell';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { ProjectHeading } from '../shared/ProjectHeading';
import { ProjectFacts } from './parts/ProjectFacts';
import { ViewerOrders } from './parts/ViewerOrders';
import { ProjectOfferBar } from './parts/ProjectOfferBar';
import type { ProjectOfferLinks } from './parts/ProjectOfferBar';
import type { ScreenLinks } from '../../../links/screenLinks';
import { PLACEHOLDER_MEMBER_PROJECT, PLACEHOLDER_PROJECT } from '../shared/placeholderProject';
import { projectOffer } from '../shared/projectOffer';
import { Text } from '../../../components/Typography/Text';

/** The places ProjectScreen links to: its information, the list, and the offers' places. */
export type ProjectScreenLinks = Pick<ScreenLinks, 'projectInfo' | 'projects'> & ProjectOfferLinks;

export interface ProjectScreenProps {
  project: Loadable<ProjectDetail>;
  /** The server's current time, for the countdown to the sale's start. */
  now: Date;
  onBack: () => void;
  /** Loads the project again after a failure. */
  onRetry: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: ProjectScreenLinks;
  /**
   * A member is looking (the app knows before the project arrives): while it loads, the page
   * keeps the place of the member's orders card. @default false
   */
  member?: boolean;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const Links = styled.div`
  display: flex;
  flex-direction: column;
  margin: 0 calc(-1 * ${({ theme }) => theme.space[400]});
`;

/** The page's content once the project is in (also drawn, as bars, while it loads). */
function ProjectBody({ project, infoHref }: { project: ProjectDetail; infoHref: string }) {
  const { t } = useTranslation();
  const { viewer } = project;
  return (
    <>
      <ProjectHeading project={project} />
      <Card title={t('projects.project.facts.label')} headingLevel={3}>
        <ProjectFacts project={project} />
      </Card>
      {viewer !== null && viewer.reason !== 'GUEST_RESTRICTED' ? (
        <Card title={t('projects.project.orders.title')} headingLevel={3}>
          <ViewerOrders viewer={viewer} />
        </Card>
      ) : null}
      <Card title={t('projects.project.about.title')} headingLevel={3}>
        <Text size="md" tone="primary" breakAnywhere>
          {project.introduction}
        </Text>
        <Links>
          <Cell
            title={t('projects.project.about.info')}
            description={t('projects.project.about.infoDescription')}
            href={infoHref}
          />
          {project.factSheetUrl !== null ? (
            <Cell
              title={t('projects.project.about.factSheet')}
              description={t('projects.project.about.factSheetDescription')}
              href={project.factSheetUrl}
            />
          ) : null}
        </Links>
      </Card>
    </>
  );
}

/**
 * A project's page, what a buyer decides on: its picture, name and status, the key facts (price,
 * what remains, the bounds of an order, who may join, the selling window), the viewer's orders
 * against the purchase caps, the introduction with the way to the full information, and at the
 * bottom what the viewer may do: buy or book, or why not and what to do instead.
 */
export function ProjectScreen({
  project,
  now,
  onBack,
  onRetry,
  links,
  member = false,
  locale,
  onLocaleChange,
}: ProjectScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={t('projects.project.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  if (project.status === 'loading')
    return (
      <Page navBar={navBar}>
        <SkeletonOutline label={t('projects.project.loading')}>
          <ProjectBody
            project={member ? PLACEHOLDER_MEMBER_PROJECT : PLACEHOLDER_PROJECT}
            infoHref={links.projectInfo(PLACEHOLDER_PROJECT.id)}
          />
        </SkeletonOutline>
      </Page>
    );
  if (project.status === 'error')
    return project.error === 'NOT_FOUND' ? (
      <Page
        navBar={navBar}
        footer={
          <ButtonLink href={links.projects} fullWidth>
            {t('projects.project.toProjects')}
          </ButtonLink>
        }
      >
        <EmptyState
          icon="leaf"
          title={t('projects.project.notFoundTitle')}
          description={t('projects.project.notFoundDescription')}
          headingLevel={2}
        />
      </Page>
    ) : (
      <Page navBar={navBar}>
        <ErrorState
          title={t('projects.project.loadError')}
          message={project.error === undefined ? undefined : errorText(project.error)}
          icon={project.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      </Page>
    );
  const { data } = project;
  return (
    <Page
      navBar={navBar}
      footer={
        <ProjectOfferBar
          offer={projectOffer(data, now)}
          minLevel={data.minLevel}
          now={now}
          projectId={data.id}
          links={links}
        />
      }
    >
      <ProjectBody project={data} infoHref={links.projectInfo(data.id)} />
    </Page>
  );
}
