import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Balances, ErrorCode, Money, ProjectDetail } from '@carbonmarket/domain';
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

/** What every page placing an order of a project takes besides its own props. */
export interface OrderPageProps {
  project: Loadable<ProjectDetail>;
  /** The member's wallet: the available balance pays the order. */
  balances: Loadable<Balances>;
  onBack: () => void;
  /** Loads the project and the wallet again after a failure. */
  onRetry: () => void;
  /** The project list, for a project that does not exist. */
  projectsHref: string;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const firstError = (...states: Loadable<unknown>[]): ErrorCode | undefined => {
  for (const state of states)
    if (state.status === 'error') return state.error ?? 'OPERATION_FAILED';
  return undefined;
};

/**
 * The frame of a page that places an order of a project (a purchase, a booking): the title bar,
 * and until both the project and the wallet are in, the not-found page, the failure with a retry
 * or the page's own layout as bars (`placeholder`). Once they are, `done` (a receipt) when given,
 * else `children` with the project and the available balance.
 */
export function OrderPage({
  title,
  loadingLabel,
  loadErrorTitle,
  project,
  balances,
  onBack,
  onRetry,
  projectsHref,
  locale,
  onLocaleChange,
  placeholder,
  done,
  children,
}: OrderPageProps & {
  title: string;
  loadingLabel: string;
  loadErrorTitle: string;
  /** The page's content drawn while it loads (inert, as bars). */
  placeholder: ReactNode;
  /** The receipt, once the order went through. */
  done?: ReactNode;
  children: (project: ProjectDetail, available: Money) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={title}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  if (done !== undefined) return <Page navBar={navBar}>{done}</Page>;
  if (project.status === 'error' && project.error === 'NOT_FOUND')
    return (
      <Page
        navBar={navBar}
        footer={
          <ButtonLink href={projectsHref} fullWidth>
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
    );
  const failed = firstError(project, balances);
  if (failed !== undefined)
    return (
      <Page navBar={navBar}>
        <ErrorState
          title={loadErrorTitle}
          message={errorText(failed)}
          icon={failed === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      </Page>
    );
  if (project.status !== 'ready' || balances.status !== 'ready')
    return (
      <Page navBar={navBar}>
        <SkeletonOutline label={loadingLabel}>{placeholder}</SkeletonOutline>
      </Page>
    );
  return <Page navBar={navBar}>{children(project.data, balances.data.available)}</Page>;
}
