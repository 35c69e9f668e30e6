import { PrivacyScreen } from '@carbonmarket/ui/screens/onboarding/PrivacyScreen';
import { useLegalTexts } from '../../../shared/content/useLegalTexts';
import { useBack } from '../../../shared/routing/useBack';

/** `/pages/other/privacy`: the Privacy Policy. */
export function PrivacyRoute() {
  useLegalTexts();
  return <PrivacyScreen onBack={useBack()} />;
}
