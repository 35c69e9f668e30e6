import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { TabBar } from '../../../components/TabBar/TabBar';
import type { TabKey } from '../../../components/TabBar/TabBar';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import type { IconName } from '../../../icons/Icon';
import type { Locale } from '../../../i18n/locale';

const ICONS: Record<TabKey, IconName> = { home: 'home', project: 'leaf', profile: 'user' };

export interface ComingSoonScreenProps {
  /** Which tab this is: sets the title, the message and the active tab. */
  tab: TabKey;
  /** The language in use, for the language switch. */
  locale: Locale;
  /** Called when the visitor picks a language. */
  onLocaleChange: (locale: Locale) => void;
  /** Destinations of the tab bar, when the app's routes differ from the product's defaults. */
  tabHrefs?: Partial<Record<TabKey, string>>;
}

/**
 * A tab of the app whose feature is not built yet: the real navigation (nav bar with the
 * language switch, tab bar) around a plain statement that the feature is coming. No sample data.
 */
export function ComingSoonScreen({ tab, locale, onLocaleChange, tabHrefs }: ComingSoonScreenProps) {
  const { t } = useTranslation();
  return (
    <Page
      navBar={
        <NavBar
          title={t(`screens.comingSoon.${tab}.title`)}
          right={<LanguageSwitch value={locale} onChange={onLocaleChange} />}
        />
      }
      tabBar={<TabBar active={tab} {...(tabHrefs ? { hrefs: tabHrefs } : {})} />}
    >
      <EmptyState
        icon={ICONS[tab]}
        headingLevel={2}
        title={t(`screens.comingSoon.${tab}.heading`)}
        description={t(`screens.comingSoon.${tab}.description`)}
      />
    </Page>
  );
}
