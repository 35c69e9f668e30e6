import { PrivacyScreen } from '@carbonmarket/ui';
import { useLegalTexts } from '../../../app/useLegalTexts';
import { useBack } from './useBack';

/** `/pages/other/privacy`: the Privacy Policy. */
export function PrivacyRoute() {
  useLegalTexts();
  return <PrivacyScreen onBack={useBack()} />;
}
