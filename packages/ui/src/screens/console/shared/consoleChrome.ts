import type { Locale } from '../../../i18n/locale';
import type { ConsoleNavigation } from './ConsoleSections';

/** What every screen of a signed-in operator takes for its bar and its navigation. */
export interface ConsoleChromeProps {
  /** The signed-in operator's name, shown in the account sheet of the bar. */
  operatorName: string;
  /** Signs the operator out; with it, the bar shows the account button. */
  onSignOut?: () => void;
  /** The console's sections this operator may open; with it, their navigation shows. */
  navigation?: ConsoleNavigation;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}
