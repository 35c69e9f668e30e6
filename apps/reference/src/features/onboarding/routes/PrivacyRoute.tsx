import { PrivacyScreen } from '@carbonmarket/ui';
import { useLegalTexts } from '../../../shared/content/useLegalTexts';
import { useBack } from '../../../shared/routing/useBack';

/** `/pages/other/privacy`: the Privacy Policy. */
export function PrivacyRoute() {
  useLegalTexts();
  return <PrivacyScreen onBack={useBack()} />;
}
