import { useTranslation } from 'react-i18next';
import { Page } from '../Page/Page';
import { NavBar } from '../NavBar/NavBar';
import { EmptyState } from '../EmptyState/EmptyState';

export interface PendingPageProps {
  /** Goes back to the previous page; the back button shows only when given. */
  onBack?: () => void;
  /** Opens the home tab. */
  onHome: () => void;
}

/**
 * A page of the product whose screen is not built yet: the navigation bar with Back, a plain
 * statement that the page is coming, and a way home. No tab bar and no sample data.
 */
export function PendingPage({ onBack, onHome }: PendingPageProps) {
  const { t } = useTranslation();
  return (
    <Page navBar={<NavBar title={t('layout.pendingPage.title')} {...(onBack ? { onBack } : {})} />}>
      <EmptyState
        icon="settings"
        headingLevel={2}
        title={t('layout.pendingPage.heading')}
        description={t('layout.pendingPage.description')}
        actionLabel={t('layout.pendingPage.action')}
        onAction={onHome}
      />
    </Page>
  );
}
