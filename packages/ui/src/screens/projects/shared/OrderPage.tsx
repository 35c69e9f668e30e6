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
import type { ScreenLinks } from '../../../links/screenLinks';

/** What a page that pays for something of the member's (a project's order, a booking) takes. */
export interface PaymentPageProps<T> {
  /** What is paid for: a project, a booking. */
  subject: Loadable<T>;
  /** The member's wallet: the available balance pays the order. */
  balances: Loadable<Balances>;
  onBack: () => void;
  /** Loads the subject and the wallet again after a failure. */
  onRetry: () => void;
  /** Where to go when the subject does not exist, and what the page says then. */
  notFound: { title: string; description: string; href: string; label: string };
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/** What every page placing an order of a project takes besides its own props. */
export type OrderPageProps = Omit<PaymentPageProps<ProjectDetail>, 'subject' | 'notFound'> & {
  project: Loadable<ProjectDetail>;
};

/** What the page itself says and draws around its content. */
interface PaymentPageFrame<T> {
  title: string;
  loadingLabel: string;
  loadErrorTitle: string;
  /** The page's content drawn while it loads (inert, as bars). */
  placeholder: ReactNode;
  /** The receipt, once the payment went through. */
  done?: ReactNode;
  children: (subject: T, available: Money) => ReactNode;
}

const firstError = (...states: Loadable<unknown>[]): ErrorCode | undefined => {
  for (const state of states)
    if (state.status === 'error') return state.error ?? 'OPERATION_FAILED';
  return undefined;
};

/**
 * The frame of a page that pays for something (a project's order, a booking's final payment):
 * the title bar, and until both the subject and the wallet are in, the not-found page, the
 * failure with a retry or the page's own layout as bars (`placeholder`). Once they are, `done`
 * (a receipt) when given, else `children` with the subject and the available balance.
 */
export function PaymentPage<T>({
  title,
  loadingLabel,
  loadErrorTitle,
  subject,
  balances,
  onBack,
  onRetry,
  notFound,
  locale,
  onLocaleChange,
  placeholder,
  done,
  children,
}: PaymentPageProps<T> & PaymentPageFrame<T>) {
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
  if (subject.status === 'error' && subject.error === 'NOT_FOUND')
    return (
      <Page
        navBar={navBar}
        footer={
          <ButtonLink href={notFound.href} fullWidth>
            {notFound.label}
          </ButtonLink>
        }
      >
        <EmptyState
          icon="leaf"
          title={notFound.title}
          description={notFound.description}
          headingLevel={2}
        />
      </Page>
    );
  const failed = firstError(subject, balances);
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
  if (subject.status !== 'ready' || balances.status !== 'ready')
    return (
      <Page navBar={navBar}>
        <SkeletonOutline label={loadingLabel}>{placeholder}</SkeletonOutline>
      </Page>
    );
  return <Page navBar={navBar}>{children(subject.data, balances.data.available)}</Page>;
}

/**
 * The frame of a page that places an order of a project (a purchase, a booking): a `PaymentPage`
 * whose subject is the project, with the way to the project list when it does not exist.
 */
export function OrderPage({
  project,
  links,
  ...frame
}: OrderPageProps &
  PaymentPageFrame<ProjectDetail> & {
    /** The project list, for a project that does not exist. */
    links: Pick<ScreenLinks, 'projects'>;
  }) {
  const { t } = useTranslation();
  return (
    <PaymentPage
      {...frame}
      subject={project}
      notFound={{
        title: t('projects.project.notFoundTitle'),
        description: t('projects.project.notFoundDescription'),
        href: links.projects,
        label: t('projects.project.toProjects'),
      }}
    />
  );
}
