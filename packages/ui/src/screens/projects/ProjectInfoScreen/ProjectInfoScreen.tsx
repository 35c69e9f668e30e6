import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { PLACEHOLDER_PROJECT } from '../shared/placeholderProject';
import { ProjectInfoBody } from './parts/ProjectInfoBody';
import type { ScreenLinks } from '../../../links/screenLinks';

/** The places ProjectInfoScreen links to. */
export type ProjectInfoScreenLinks = Pick<ScreenLinks, 'projects'>;

export interface ProjectInfoScreenProps {
  project: Loadable<ProjectDetail>;
  /** The server's current time, for the countdown to the selling window's start or end. */
  now: Date;
  onBack: () => void;
  /** Loads the project again after a failure. */
  onRetry: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: ProjectInfoScreenLinks;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/** The placeholder, selling for a day more: most projects show the selling window's countdown. */
const loadingProject = (now: Date): ProjectDetail => ({
  ...PLACEHOLDER_PROJECT,
  sellingEndsAt: new Date(now.getTime() + 86_400_000),
});

/**
 * A project's full information: its introduction, developer and standards, the carbon facts of
 * its credits and the fact sheet, the registry they are issued on (with the way to the project's
 * page there), the UN Sustainable Development Goals it supports, and a countdown to the start or
 * the end of its selling window.
 */
export function ProjectInfoScreen({
  project,
  now,
  onBack,
  onRetry,
  links,
  locale,
  onLocaleChange,
}: ProjectInfoScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={t('projects.info.title')}
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
        <SkeletonOutline label={t('projects.info.loading')}>
          <ProjectInfoBody project={loadingProject(now)} now={now} />
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
          title={t('projects.info.loadError')}
          message={project.error === undefined ? undefined : errorText(project.error)}
          icon={project.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      </Page>
    );
  return (
    <Page navBar={navBar}>
      <ProjectInfoBody project={project.data} now={now} />
    </Page>
  );
}
