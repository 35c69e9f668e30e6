import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { EmptyState } from '../../../components/EmptyState/EmptyState';

export interface NotFoundScreenProps {
  /** Goes back to the previous page; the back button shows only when given. */
  onBack?: () => void;
  /** Opens the home tab. */
  onHome: () => void;
}

/** Shown for an address the app does not know. */
export function NotFoundScreen({ onBack, onHome }: NotFoundScreenProps) {
  const { t } = useTranslation();
  return (
    <Page navBar={<NavBar title={t('screens.notFound.title')} {...(onBack ? { onBack } : {})} />}>
      <EmptyState
        icon="search"
        headingLevel={2}
        title={t('screens.notFound.heading')}
        description={t('screens.notFound.description')}
        actionLabel={t('screens.notFound.action')}
        onAction={onHome}
      />
    </Page>
  );
}
