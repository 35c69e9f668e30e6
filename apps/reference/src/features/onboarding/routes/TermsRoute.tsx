import { TermsScreen } from '@carbonmarket/ui';
import { useBack } from './useBack';

/** `/pages/other/protocol`: the Terms of Service. */
export function TermsRoute() {
  return <TermsScreen onBack={useBack()} />;
}
