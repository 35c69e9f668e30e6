import { PrivacyScreen } from '@carbonmarket/ui';
import { useBack } from './useBack';

/** `/pages/other/privacy`: the Privacy Policy. */
export function PrivacyRoute() {
  return <PrivacyScreen onBack={useBack()} />;
}
