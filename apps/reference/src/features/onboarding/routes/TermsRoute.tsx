import { TermsScreen } from '@carbonmarket/ui/screens/onboarding/TermsScreen';
import { useLegalTexts } from '../../../shared/content/useLegalTexts';
import { useBack } from '../../../shared/routing/useBack';

/** `/pages/other/protocol`: the Terms of Service. */
export function TermsRoute() {
  useLegalTexts();
  return <TermsScreen onBack={useBack()} />;
}
