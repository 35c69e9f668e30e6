import type { ReactNode } from 'react';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Page } from '../../../components/Page/Page';
import { useErrorText } from '../../../i18n/useErrorText';
import { ConsoleNavBar } from './ConsoleNavBar';
import type { ConsoleChromeProps } from './consoleChrome';
import { ConsoleSections } from './ConsoleSections';

export interface ConsolePageProps {
  /** The bar's and the navigation's props, as the screen was given them. */
  chrome: ConsoleChromeProps;
  /** What the bar shows at its start, such as whether the queues update live. */
  status?: ReactNode;
  /**
   * The last action's refusal, in an announced banner above the content under `title`; none,
   * no banner.
   */
  refusal?: { title: string; error: ErrorCode | undefined; errorParams?: ErrorParams | undefined };
  children: ReactNode;
}

/**
 * A signed-in operator's screen: the console's bar (language, account), its sections at the
 * bottom when given, and the banner of a refused action above the content.
 */
export function ConsolePage({ chrome, status, refusal, children }: ConsolePageProps) {
  const errorText = useErrorText();
  const { navigation } = chrome;
  return (
    <Page
      navBar={
        <ConsoleNavBar
          locale={chrome.locale}
          onLocaleChange={chrome.onLocaleChange}
          operatorName={chrome.operatorName}
          onSignOut={chrome.onSignOut}
          status={status}
        />
      }
      tabBar={navigation === undefined ? undefined : <ConsoleSections navigation={navigation} />}
    >
      {refusal?.error === undefined ? null : (
        <ErrorState
          variant="inline"
          title={refusal.title}
          message={errorText(refusal.error, refusal.errorParams)}
        />
      )}
      {children}
    </Page>
  );
}
